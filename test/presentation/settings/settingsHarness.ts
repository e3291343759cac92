import { ChangeConsent } from '../../../src/application/usecases/profile/ChangeConsent';
import { action, observable } from 'mobx';
import { ChangePassword } from '../../../src/application/usecases/account/ChangePassword';
import { SaveProfile } from '../../../src/application/usecases/profile/SaveProfile';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { CustomFieldDefinition, NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../../../src/infrastructure/memory/InMemoryNetworkGateway';
import { InMemoryPageLeaving } from '../../../src/infrastructure/memory/InMemoryPageLeaving';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { CookieConsentController } from '../../../src/presentation/cookies/CookieConsentController';
import { I18n, type Locale } from '../../../src/presentation/i18n/I18n';
import { ConsentSettingsPresenter } from '../../../src/presentation/settings/ConsentSettingsPresenter';
import { PasswordSettingsPresenter } from '../../../src/presentation/settings/PasswordSettingsPresenter';
import { ProfileSettingsPresenter } from '../../../src/presentation/settings/ProfileSettingsPresenter';
import { AvatarSettingsPresenter } from '../../../src/presentation/settings/AvatarSettingsPresenter';
import { SetAvatar } from '../../../src/application/usecases/profile/SetAvatar';
import { PreparePicture } from '../../../src/application/usecases/content/PreparePicture';
import { InMemoryPictureResizer } from '../../../src/infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../../../src/infrastructure/memory/InMemoryPictureUploader';
import { registerContentMessages } from '../../../src/presentation/content/contentMessages';
import { SettingsPresenter } from '../../../src/presentation/settings/SettingsPresenter';
import { registerSettingsMessages } from '../../../src/presentation/settings/settingsMessages';

/** Local noon, so calendar-day rules do not depend on the machine's time zone. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0).getTime();

/** The password of the in-memory account. */
export const CURRENT_PASSWORD = 'Current!2026';

export const QUESTIONS: CustomFieldDefinition[] = [
  { id: 'distance', field: 'Your favourite race distance', isRequired: true },
  { id: 'club', field: 'Your previous club', isRequired: false },
];

export interface SettingsOptions {
  /** Merged into Harbour Runners, a public network without a minimum age or consents. */
  network?: Partial<NetworkCustomization>;
  /** Merged into Ada Rossi, a plain member with a complete profile; null: a guest. */
  member?: Partial<Membership> | null;
  questions?: CustomFieldDefinition[];
  /** Whether the network is a paid one (the shell's decision). */
  paid?: boolean;
}

/** The settings page's presenters, built directly on in-memory adapters, with the session and shell they read. */
export function settingsPage(options: SettingsOptions = {}) {
  const network = sampleNetwork({ name: 'Harbour Runners', ...options.network });
  const member = options.member === null ? null : sampleMembership({ id: 'mem-ada', firstName: 'Ada', lastName: 'Rossi', networkId: network.id, credits: 5, ...options.member });
  const session = observable(
    {
      network,
      membership: member,
      updateMembership(membership: Membership) {
        session.membership = membership;
      },
    },
    { updateMembership: action },
    { deep: false },
  );
  const memberships = new InMemoryMembershipGateway(member);
  const networks = new InMemoryNetworkGateway([network]);
  networks.customFieldsOf.set(network.id, options.questions ?? []);
  const accounts = new InMemoryAccountGateway('123456', CURRENT_PASSWORD);
  const clock = new ManualClock(TODAY);
  const notifier = new RecordingNotifier();
  const i18n = new I18n(new InMemoryCookieJar());
  registerSettingsMessages(i18n);
  // The picture's words come with the community's, as in the app (contentModule registers both).
  registerContentMessages(i18n);
  const resizer = new InMemoryPictureResizer();
  const uploader = new InMemoryPictureUploader();
  const auth = new AuthController();
  const cookieConsent = new CookieConsentController(new InMemoryKeyValueStore(), { networkId: network.id });
  const languages: Locale[] = [];
  const leaving = new InMemoryPageLeaving();
  const shell = {
    get network() {
      return session.network;
    },
    get membership() {
      return session.membership;
    },
    offersSubscriptionSettings: options.paid ?? false,
    signInClicked: () => auth.open({ returnPath: null }),
    languageChosen: (locale: Locale) => void languages.push(locale),
  };
  const presenter = new SettingsPresenter(
    new ProfileSettingsPresenter(new SaveProfile(memberships, session), networks, session, clock, notifier, i18n),
    new AvatarSettingsPresenter(new SetAvatar(memberships, session), session, notifier, i18n, new PreparePicture(resizer), uploader),
    new PasswordSettingsPresenter(new ChangePassword(accounts), notifier, i18n),
    new ConsentSettingsPresenter(new ChangeConsent(memberships, session), memberships, session, i18n),
    shell,
    auth,
    cookieConsent,
    i18n,
    leaving,
  );
  return { network, member, session, memberships, networks, accounts, clock, notifier, i18n, auth, cookieConsent, languages, leaving, resizer, uploader, presenter };
}

export type SettingsHarness = ReturnType<typeof settingsPage>;

/** Mounts the page's presenter and lets the in-memory gateways answer (no timer moves). */
export async function mounted(options: SettingsOptions = {}): Promise<SettingsHarness & { unmount: () => void }> {
  const harness = settingsPage(options);
  const unmount = harness.presenter.mount();
  await settled(harness);
  return { ...harness, unmount };
}

export async function settled(harness: Pick<SettingsHarness, 'clock'>): Promise<void> {
  await harness.clock.advanceAsync(0);
}
