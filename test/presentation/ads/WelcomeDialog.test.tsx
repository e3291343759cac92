// @vitest-environment jsdom
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsEvent } from '../../../src/application/usecases/analytics/ReportAnalytics';
import { WelcomeOnce, welcomeShownKey } from '../../../src/application/usecases/ads/WelcomeOnce';
import type { Creativity } from '../../../src/domain/ads/Creativity';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { withI18n } from '../app/withI18n';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { registerAdsMessages } from '../../../src/presentation/ads/adsMessages';
import WelcomeDialog from '../../../src/presentation/ads/WelcomeDialog';
import { WelcomeDesk } from '../../../src/presentation/ads/WelcomeDesk';
import { I18n } from '../../../src/presentation/i18n/I18n';

const SLOW_TEST_MS = 30_000;
const PROMOTION: Creativity = { id: 'cre-promo', imageUrl: '/demo/welcome.svg', linkUrl: 'https://club.example.com/offer', title: 'Your first class is free' };
const SHOWN_KEY = welcomeShownKey('net-1', 'mem-1');

async function renderWelcome(creativity: Creativity = PROMOTION) {
  const creativities = new InMemoryCreativityGateway();
  creativities.welcomeCreativity = creativity;
  const localStore = new InMemoryKeyValueStore();
  const session = { network: sampleNetwork({ id: 'net-1' }), membership: sampleMembership({ id: 'mem-1' }) };
  const profileFlow = observable({ isOpen: true });
  const reported: AnalyticsEvent[] = [];
  const i18n = new I18n(new InMemoryCookieJar());
  registerAdsMessages(i18n);
  const welcome = new WelcomeDesk(new WelcomeOnce(creativities, localStore, session), { execute: (event) => void reported.push(event) }, profileFlow, i18n);
  await welcome.dialogsDone();
  render(withI18n(i18n, <WelcomeDialog welcome={welcome} />));
  return { welcome, profileFlow, localStore, reported };
}

describe('WelcomeDialog', () => {
  it('records the welcome as had when it comes on screen, not while it waits behind an after-login dialog', async () => {
    const h = await renderWelcome();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.localStore.get(SHOWN_KEY)).toBeNull();
    act(() => runInAction(() => (h.profileFlow.isOpen = false)));
    expect(await screen.findByRole('dialog', { name: 'Your first class is free' })).toBeVisible();
    expect(h.localStore.get(SHOWN_KEY)).toBe(true);
  }, SLOW_TEST_MS);

  it('offers a promotion with "Redeem it", which opens its link in a new tab and reports the redeem-it click', async () => {
    const h = await renderWelcome();
    act(() => runInAction(() => (h.profileFlow.isOpen = false)));
    const redeem = await screen.findByRole('link', { name: 'Redeem it (opens in a new tab)' });
    expect(redeem).toHaveTextContent('Redeem it');
    expect(redeem).toHaveAttribute('href', 'https://club.example.com/offer');
    expect(redeem).toHaveAttribute('target', '_blank');
    redeem.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(redeem);
    expect(h.reported).toEqual([{ action: 'redeemItClick', promotionId: 'cre-promo' }]);
  }, SLOW_TEST_MS);

  it('reports a middle click on "Redeem it" (a background tab) too, and no other button', async () => {
    const h = await renderWelcome();
    act(() => runInAction(() => (h.profileFlow.isOpen = false)));
    const redeem = await screen.findByRole('link', { name: 'Redeem it (opens in a new tab)' });
    fireEvent(redeem, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(h.reported).toEqual([]);
    fireEvent(redeem, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(h.reported).toEqual([{ action: 'redeemItClick', promotionId: 'cre-promo' }]);
  }, SLOW_TEST_MS);

  it('has no "Redeem it" for a welcome without an https link: only Close', async () => {
    const h = await renderWelcome({ ...PROMOTION, linkUrl: null });
    act(() => runInAction(() => (h.profileFlow.isOpen = false)));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(h.welcome.view).toBeNull();
    expect(h.reported).toEqual([]);
  }, SLOW_TEST_MS);
});
