import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/application/usecases/analytics/ReportAnalytics';
import { WelcomeOnce, welcomeShownKey } from '../../../src/application/usecases/ads/WelcomeOnce';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { registerAdsMessages } from '../../../src/presentation/ads/adsMessages';
import { WelcomeDesk } from '../../../src/presentation/ads/WelcomeDesk';
import { I18n } from '../../../src/presentation/i18n/I18n';

const WELCOME = { id: 'cre-welcome', imageUrl: '/demo/welcome.svg', linkUrl: 'https://club.example.com/start', title: 'Welcome to the club' };
const SHOWN_KEY = welcomeShownKey('net-1', 'mem-1');

function desk(localStore = new InMemoryKeyValueStore()) {
  const creativities = new InMemoryCreativityGateway();
  creativities.welcomeCreativity = WELCOME;
  const session = { network: sampleNetwork({ id: 'net-1' }), membership: sampleMembership({ id: 'mem-1' }) };
  const profileFlow = observable({ isOpen: false });
  const reported: AnalyticsEvent[] = [];
  const i18n = new I18n(new InMemoryCookieJar());
  registerAdsMessages(i18n);
  const welcome = new WelcomeDesk(new WelcomeOnce(creativities, localStore, session), { execute: (event) => void reported.push(event) }, profileFlow, i18n);
  return { welcome, profileFlow, reported, localStore, creativities, i18n };
}

describe('WelcomeDesk', () => {
  it('shows the welcome once the after-login dialogs are done; its https link makes it a promotion: "Redeem it"', async () => {
    const h = desk();
    expect(h.welcome.view).toBeNull();
    await h.welcome.dialogsDone();
    expect(h.welcome.view).toEqual({
      title: 'Welcome to the club',
      imageUrl: '/demo/welcome.svg',
      imageAlt: '',
      redeem: { href: 'https://club.example.com/start', label: 'Redeem it', name: 'Redeem it (opens in a new tab)' },
    });
    await h.i18n.localeChosen('it');
    expect(h.welcome.view?.redeem).toMatchObject({ label: 'Approfittane', name: 'Approfittane (si apre in una nuova scheda)' });
  });

  it('never shows over an after-login dialog: it waits behind it', async () => {
    const h = desk();
    await h.welcome.dialogsDone();
    h.profileFlow.isOpen = true;
    expect(h.welcome.view).toBeNull();
    h.profileFlow.isOpen = false;
    expect(h.welcome.view?.title).toBe('Welcome to the club');
  });

  it('counts as had only once its dialog has been on screen: fetched on a page without the dialog, it comes again after a reload', async () => {
    const h = desk();
    await h.welcome.dialogsDone();
    expect(h.localStore.get(SHOWN_KEY)).toBeNull();
    const reloaded = desk(h.localStore);
    await reloaded.welcome.dialogsDone();
    expect(reloaded.welcome.view?.title).toBe('Welcome to the club');
    reloaded.welcome.dialogShown();
    expect(h.localStore.get(SHOWN_KEY)).toBe(true);
  });

  it('once per member and network: shown and closed, it does not come back, not even after a reload', async () => {
    const h = desk();
    await h.welcome.dialogsDone();
    h.welcome.dialogShown();
    h.welcome.closed();
    expect(h.welcome.view).toBeNull();
    await h.welcome.dialogsDone();
    expect(h.welcome.view).toBeNull();
    const reloaded = desk(h.localStore);
    await reloaded.welcome.dialogsDone();
    expect(reloaded.welcome.view).toBeNull();
  });

  it('reports "Redeem it" as the promotion\'s redeem-it click and closes; offers no link that is not https', async () => {
    const h = desk();
    await h.welcome.dialogsDone();
    h.welcome.redeemClicked();
    expect(h.reported).toEqual([{ action: 'redeemItClick', promotionId: 'cre-welcome' }]);
    expect(h.welcome.view).toBeNull();
    const unsafe = desk();
    unsafe.creativities.welcomeCreativity = { ...WELCOME, linkUrl: 'javascript:alert(1)', title: null };
    await unsafe.welcome.dialogsDone();
    expect(unsafe.welcome.view).toEqual({ title: 'Welcome', imageUrl: '/demo/welcome.svg', imageAlt: 'Welcome', redeem: null });
  });

  it('drops a welcome not yet closed when the member signs out', async () => {
    const h = desk();
    await h.welcome.dialogsDone();
    h.welcome.signedOut();
    expect(h.welcome.view).toBeNull();
    h.welcome.dialogShown();
    expect(h.localStore.get(SHOWN_KEY)).toBeNull();
  });
});
