import * as ports from '../../../src/application/ports';
import type { AuthController } from '../../../src/presentation/auth/AuthController';
import { STORAGE_KEYS, type KeyValueStore } from '../../../src/application/ports/KeyValueStore';
import { readConfig } from '../../../src/composition/config';
import { bindProfileModule } from '../../../src/composition/profileModule';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { CustomFieldDefinition, NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import type { ConsentStep } from '../../../src/domain/profile/ConsentStep';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import { ProfileFlowController } from '../../../src/presentation/profile/ProfileFlowController';
import { PRESENTATION, PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

/** Local noon, so calendar-day rules do not depend on the machine's time zone. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0).getTime();

export const QUESTIONS: CustomFieldDefinition[] = [
  { id: 'team', field: 'Your team', isRequired: true },
  { id: 'nickname', field: 'Nickname', isRequired: false },
];

export const ALL_CONSENTS_ON = { isPromotionalConsentOn: true, isPartnerConsentOn: true, isProfilingConsentOn: true };

export interface ProfileAppOptions {
  /** Merged into a public network that collects data ('medium') and asks no consent. */
  network?: Partial<NetworkCustomization>;
  /** Merged into a member with an incomplete profile; null: a guest. */
  member?: Partial<Membership> | null;
  questions?: CustomFieldDefinition[];
  /** A consent step a reload of the tab left in the session store. */
  storedStep?: { membershipId: string; step: ConsentStep };
  /** The complete-profile prompt was showing before the reload (spec §3's visibility flag). */
  storedPrompt?: { membershipId: string; forced?: boolean; dismissed?: boolean };
  /** How the member got here: signing in now (Session.authenticate) or a reload (restored quietly). */
  arrival?: 'signIn' | 'reload';
}

/**
 * The memory composition root with the profile module bound the way the lazy dialogs' chunk binds
 * it, a manual clock, and a member inside one network. The controller is bound here only when the
 * composition root does not bind it already.
 */
export function profileApp(options: ProfileAppOptions = {}) {
  const network = sampleNetwork({ dataCollection: { level: 'medium' }, ...options.network });
  const member = options.member === null ? null : sampleMembership({ networkId: network.id, firstName: '', lastName: '', isProfileCompleted: false, ...options.member });
  const clock = new ManualClock(TODAY);
  const app = memoryApp({ networks: [network], membership: member, overrides: { [ports.CLOCK]: clock } });
  app.networks.customFieldsOf.set(network.id, options.questions ?? []);
  const sessionStore = app.get<KeyValueStore>(ports.SESSION_STORE);
  const localStore = app.get<KeyValueStore>(ports.LOCAL_STORE);
  if (options.storedStep) sessionStore.set('consent-step:net-1', options.storedStep);
  if (options.storedPrompt) sessionStore.set('complete-profile:net-1', options.storedPrompt);
  app.session.enterNetwork(network);
  // A member who signs in does so through the modal: it is open meanwhile, and asks for the prompt once it has closed.
  const auth = app.get<AuthController>(PRESENTATION.AuthController);
  if (member && options.arrival !== 'reload') auth.open();
  if (member) {
    if (options.arrival === 'reload') app.session.updateMembership(member);
    else app.session.authenticate(member);
  }
  if (!app.container.isBound(PRESENTATION.ProfileFlowController)) {
    app.container.bind(PRESENTATION.ProfileFlowController).toConstantValue(new ProfileFlowController(app.session, sessionStore, () => undefined, () => auth.isOpen));
  }
  if (!app.container.isBound(PRESENTATION.LoadProfileModule)) {
    app.container.bind(PRESENTATION.LoadProfileModule).toConstantValue(async () => bindProfileModule(app.container, readConfig({}, 'localhost', 'memory')));
  }
  bindProfileModule(app.container, readConfig({}, 'localhost', 'memory'));
  // The module registers the dialogs' strings (the auth modal's validation messages too).
  const i18n = app.get<I18n>(PRESENTATION.I18n);

  const controller = app.get<ProfileFlowController>(PRESENTATION.ProfileFlowController);
  auth.close();

  return {
    ...app,
    network,
    member,
    clock,
    i18n,
    sessionStore,
    localStore,
    controller,
    presenters: { completeProfile: () => app.presenter(PRESENTERS.CompleteProfile), consent: () => app.presenter(PRESENTERS.Consent) },
    storedStep: () => sessionStore.get('consent-step:net-1'),
    storedPrompt: () => sessionStore.get('complete-profile:net-1'),
    storedMembership: () => localStore.get<Membership>(`${STORAGE_KEYS.membership}:${network.id}`),
  };
}

export type ProfileApp = ReturnType<typeof profileApp>;

/** Lets the in-memory gateways' promise chains run (no timers move). */
export async function flush(app: ProfileApp): Promise<void> {
  await app.clock.advanceAsync(0);
}
