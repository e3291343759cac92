import type { CustomFieldDefinition } from '../../../../src/domain/network/NetworkCustomization';
import { authApp, flush, type AuthAppOptions } from './authModalHarness';

export const QUESTIONS: CustomFieldDefinition[] = [
  { id: 'team', field: 'Your team', isRequired: true },
  { id: 'nickname', field: 'Nickname', isRequired: false },
];

/** A private network's auth modal, opened fixed on its login view, with the network's custom questions. */
export async function privateApp(options: AuthAppOptions & { questions?: CustomFieldDefinition[] } = {}) {
  const app = authApp({
    ...options,
    network: { accessType: 'private', private: true, invitationCodeLabel: 'Club code', ...options.network },
    auth: { authType: 'private', ...options.auth },
    member: { email: 'linus@example.com', ...options.member },
  });
  app.networks.customFieldsOf.set(app.network.id, options.questions ?? QUESTIONS);
  const modal = app.open({ fixed: true });
  await flush(app);
  return { app, modal };
}
