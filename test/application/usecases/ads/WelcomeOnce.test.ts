import { describe, expect, it } from 'vitest';
import { WelcomeOnce, welcomeShownKey } from '../../../../src/application/usecases/ads/WelcomeOnce';
import { InMemoryCreativityGateway } from '../../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryKeyValueStore } from '../../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import type { Membership } from '../../../../src/domain/membership/Membership';

const WELCOME = { id: 'cre-welcome', imageUrl: 'https://cdn.example.com/welcome.png', linkUrl: null, title: 'Welcome' };

function harness() {
  const creativities = new InMemoryCreativityGateway();
  creativities.welcomeCreativity = WELCOME;
  const localStore = new InMemoryKeyValueStore();
  const session: { network: ReturnType<typeof sampleNetwork> | null; membership: Membership | null } = {
    network: sampleNetwork({ id: 'net-1' }),
    membership: sampleMembership({ id: 'mem-1', networkId: 'net-1' }),
  };
  return { creativities, localStore, session, welcome: new WelcomeOnce(creativities, localStore, session) };
}

describe('WelcomeOnce', () => {
  it('hands the welcome over until it has been shown, once per member and network, remembered in local storage', async () => {
    const { localStore, session, welcome } = harness();
    const first = await welcome.execute();
    expect(first?.creativity).toEqual(WELCOME);
    first?.shown();
    expect(localStore.get(welcomeShownKey('net-1', 'mem-1'))).toBe(true);
    expect(await welcome.execute()).toBeNull();
    // Another member on the same browser has theirs.
    session.membership = sampleMembership({ id: 'mem-2', networkId: 'net-1' });
    expect((await welcome.execute())?.creativity).toEqual(WELCOME);
  });

  it('records nothing when the welcome is only fetched: one never shown (no page hosted its dialog) comes again', async () => {
    const { localStore, welcome } = harness();
    expect((await welcome.execute())?.creativity).toEqual(WELCOME);
    expect(localStore.get(welcomeShownKey('net-1', 'mem-1'))).toBeNull();
    expect((await welcome.execute())?.creativity).toEqual(WELCOME);
  });

  it('survives a new instance (a reload) with the same store', async () => {
    const { creativities, localStore, session, welcome } = harness();
    (await welcome.execute())?.shown();
    expect(await new WelcomeOnce(creativities, localStore, session).execute()).toBeNull();
  });

  it('hands nothing over once another tab has shown it while it loaded', async () => {
    const { localStore, welcome } = harness();
    const pending = welcome.execute();
    localStore.set(welcomeShownKey('net-1', 'mem-1'), true);
    expect(await pending).toBeNull();
  });

  it('records nothing when the network has no welcome, or the call fails, so a later one is shown', async () => {
    const { creativities, welcome } = harness();
    creativities.welcomeCreativity = null;
    expect(await welcome.execute()).toBeNull();
    creativities.failNext('welcome', new Error('offline'));
    expect(await welcome.execute()).toBeNull();
    creativities.welcomeCreativity = WELCOME;
    expect((await welcome.execute())?.creativity).toEqual(WELCOME);
  });

  it('shows nothing to a guest, or once the member has signed out while it loaded', async () => {
    const { session, welcome, localStore } = harness();
    const pending = welcome.execute();
    session.membership = null;
    expect(await pending).toBeNull();
    expect(localStore.get(welcomeShownKey('net-1', 'mem-1'))).toBeNull();
    expect(await welcome.execute()).toBeNull();
  });
});
