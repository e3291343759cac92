import { CompleteSso } from '../../../../src/application/usecases/auth/CompleteSso';
import { StartSso } from '../../../../src/application/usecases/auth/StartSso';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { authHarness } from './authHarness';

export const CONFIG = { authorizeUrl: 'https://idp.example/authorize', clientId: 'client-1' };

export function ssoHarness() {
  const network = sampleNetwork({ accessType: 'subscribable' });
  const h = authHarness({ network, member: sampleMembership({ networkId: network.id }), initialPath: '/subscribe' });
  return {
    ...h,
    startSso: new StartSso(h.random, h.sessionStore, h.external),
    completeSso: new CompleteSso(h.sessionStore, h.external, h.signInWithProviderToken),
  };
}

export function departureOf(h: ReturnType<typeof ssoHarness>): URL {
  const departure = h.external.departures.at(-1);
  if (!departure) throw new Error('The app did not leave for the provider.');
  return new URL(departure, 'https://app.example');
}
