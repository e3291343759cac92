import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD } from '../../src/application/usecases/account/ChangePassword';
import { bindContentModule } from '../../src/composition/contentModule';
import { readConfig } from '../../src/composition/config';
import { sampleMembership, sampleNetwork, sampleNotification } from '../../src/infrastructure/memory/samples';
import { InMemoryNotificationGateway } from '../../src/infrastructure/memory/InMemoryNotificationGateway';
import { NOTIFICATION_GATEWAY } from '../../src/application/ports';
import { MARK_NOTIFICATION_READ } from '../../src/application/usecases/notifications/MarkNotificationRead';
import type { I18n } from '../../src/presentation/i18n/I18n';
import type { NetworkShellPresenter } from '../../src/presentation/shell/NetworkShellPresenter';
import { PRESENTATION, PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

function contentApp() {
  const network = sampleNetwork({ name: 'Harbour Runners', isPartnerConsentOn: true });
  const member = sampleMembership({ networkId: network.id });
  const app = memoryApp({ networks: [network], membership: member });
  app.session.enterNetwork(network);
  app.session.updateMembership(member);
  const shell = { network, membership: member, offersSubscriptionSettings: false, signInClicked: () => undefined, languageChosen: () => undefined } as unknown as NetworkShellPresenter;
  return { app, shell };
}

describe('the community module, for the settings page', () => {
  it('registers the settings’ words, and the auth modal’s and consent dialog’s they share, before the page renders', async () => {
    const { app } = contentApp();
    const i18n = app.get<I18n>(PRESENTATION.I18n);
    await bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
    expect(i18n.t('settings.title')).toBe('Settings');
    expect(i18n.t('auth.checklist.title')).toBe('Your password needs');
    expect(i18n.t('profile.consent.connecting.title')).toBe('Offers from partners');
  });

  it('binds the settings presenter on the ports of the container', async () => {
    const { app, shell } = contentApp();
    await bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
    const settings = app.presenter(PRESENTERS.Settings, shell);
    settings.mount();
    expect(settings.profile.values.firstName).toBe('Ada');
    expect(settings.consents.switches.map((consent) => consent.step)).toEqual(['connecting']);
    await settings.consents.toggled('connecting', true);
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { partnerAccepted: true }]]);
  });

  it('keeps a password change bound before it loads (QA swaps a use case by its token)', async () => {
    const { app, shell } = contentApp();
    const calls: unknown[] = [];
    app.container.bind(CHANGE_PASSWORD).toConstantValue({ execute: async (change: unknown) => (calls.push(change), 'Scripted.') });
    await bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
    const settings = app.presenter(PRESENTERS.Settings, shell);
    settings.password.typed('currentPassword', 'anything');
    settings.password.typed('newPassword', 'Fresh!2027');
    settings.password.typed('newPasswordConfirmation', 'Fresh!2027');
    await settings.password.saveClicked();
    expect(calls).toHaveLength(1);
    expect(app.notifier.messages('success')).toEqual(['Scripted.']);
  });
});

describe('the community module, for the notifications page', () => {
  it('marks a notification read through the MarkNotificationRead use case bound under its token, which QA may bind first', async () => {
    const network = sampleNetwork();
    const member = sampleMembership({ networkId: network.id });
    const notifications = new InMemoryNotificationGateway([sampleNotification({ id: 'n1', read: false, link: null })]);
    const app = memoryApp({ networks: [network], membership: member, overrides: { [NOTIFICATION_GATEWAY]: notifications } });
    app.session.enterNetwork(network);
    app.session.updateMembership(member);
    const marked: string[] = [];
    app.container.bind(MARK_NOTIFICATION_READ).toConstantValue({ execute: async (notificationId: string) => void marked.push(notificationId) });
    await bindContentModule(app.container, readConfig({}, 'localhost', 'memory'));
    const page = app.presenter(PRESENTERS.Notifications, { networkBase: '/harbour-runners', origin: 'https://community.example' });
    page.mount();
    await expect.poll(() => page.status).toBe('ready');

    page.opened('n1');

    await expect.poll(() => marked).toEqual(['n1']);
    expect(notifications.callsOf('markRead')).toEqual([]);
  });
});
