// @vitest-environment jsdom
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CancelSubscription } from '../../../src/application/usecases/subscription/CancelSubscription';
import { ChangePlan } from '../../../src/application/usecases/subscription/ChangePlan';
import { OpenInvoice } from '../../../src/application/usecases/subscription/OpenInvoice';
import { ReactivateSubscription } from '../../../src/application/usecases/subscription/ReactivateSubscription';
import { RefreshAccess } from '../../../src/application/usecases/subscription/RefreshAccess';
import { RemoveCard } from '../../../src/application/usecases/subscription/RemoveCard';
import { SetDefaultCard } from '../../../src/application/usecases/subscription/SetDefaultCard';
import type { Membership } from '../../../src/domain/membership/Membership';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNewTabOpener } from '../../../src/infrastructure/memory/InMemoryNewTabOpener';
import { InMemoryPaymentGateway } from '../../../src/infrastructure/memory/InMemoryPaymentGateway';
import { InMemorySubscriptionGateway, type PaidNetworkSeed } from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleBundle, sampleInvoice, sampleMembership, sampleNetwork, samplePaymentMethod, sampleSubscription } from '../../../src/infrastructure/memory/samples';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { InvoicesSection } from '../../../src/presentation/subscription/InvoicesSection';
import { ManageSubscriptionPresenter } from '../../../src/presentation/subscription/ManageSubscriptionPresenter';
import { SavedCardsSection } from '../../../src/presentation/subscription/SavedCardsSection';
import { registerSubscriptionMessages } from '../../../src/presentation/subscription/subscriptionMessages';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const monthly = sampleBundle({ id: 'monthly', title: 'Monthly', price: 900, interval: 'month' });
const premium = sampleBundle({ id: 'premium', title: 'Premium', price: 1500, interval: 'month' });
const yearly = sampleBundle({ id: 'yearly', title: 'Yearly', price: 8900, interval: 'year' });
const visa = samplePaymentMethod({ id: 'pm_visa', isDefault: true });
const amex = samplePaymentMethod({ id: 'pm_amex', brand: 'amex', last4: '8431', isDefault: false });
const current = sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900, currentPeriodEnd: '2026-12-10T00:00:00.000Z' });

function settingsPage(options: { seed?: PaidNetworkSeed; member?: Membership | null } = {}) {
  const server = new InMemorySubscriptionGateway({
    bundles: [monthly, premium, yearly],
    paymentMethods: [visa, amex],
    subscription: current,
    invoices: [sampleInvoice({ id: 'in_2', number: 'GT-0002', amount: 900, createdAt: '2026-11-10T00:00:00.000Z' })],
    now: () => NOW,
    ...options.seed,
  });
  const payments = new InMemoryPaymentGateway();
  const session = observable({ membership: options.member === undefined ? sampleMembership() : options.member, network: sampleNetwork({ accessType: 'subscribable' }) }, {}, { deep: false });
  const access = new RefreshAccess(new InMemoryMembershipGateway(sampleMembership()), { updateMembership: () => undefined });
  const tabs = new InMemoryNewTabOpener();
  const notifier = new RecordingNotifier();
  const i18n = new I18n(new InMemoryCookieJar());
  registerSubscriptionMessages(i18n);
  const clock = new ManualClock(NOW);
  const page = new ManageSubscriptionPresenter(
    server,
    new CancelSubscription(server, server), new ReactivateSubscription(server, server, access), new ChangePlan(server),
    (busy) => new SavedCardsSection(server, new RemoveCard(server), new SetDefaultCard(server), payments, notifier, clock, i18n, busy),
    (busy) => new InvoicesSection(server, new OpenInvoice(server, tabs), i18n, busy),
    session, notifier, i18n,
  );
  const unmount = page.mount();
  return { page, server, payments, session, tabs, notifier, clock, unmount };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ManageSubscriptionPresenter', () => {
  it('shows the plan, its status and next renewal, the cards and the invoices', async () => {
    const { page } = settingsPage();
    await flush();
    expect(page.plan).toEqual({ title: 'Monthly', price: '€9.00 per month', status: 'Active', next: 'Renews on December 10, 2026.', retired: false, attention: false, canCancel: true, canReactivate: false, unfinished: false });
    expect(page.cardViews.map((card) => card.label)).toEqual(['Visa •••• 4242', 'American Express •••• 8431']);
    expect(page.invoiceViews).toEqual([{ id: 'in_2', number: 'GT-0002', date: 'November 10, 2026', amount: '€9.00', status: 'Paid' }]);
  });

  it('asks a guest to sign in, and loads once they have', async () => {
    const { page, session } = settingsPage({ member: null });
    await flush();
    expect(page.isGuest).toBe(true);
    expect(page.status).toBe('loading');
    runInAction(() => (session.membership = sampleMembership()));
    await flush();
    expect(page.status).toBe('ready');
  });

  it('cancels at period end after saying until when access lasts, with the reason given, then offers to reactivate', async () => {
    const { page, server, notifier } = settingsPage();
    await flush();
    page.cancelClicked();
    expect(page.cancelConfirmation).toBe('Your subscription will not renew. You keep access until December 10, 2026, and you can reactivate it until then.');
    page.cancelReasonChosen('not_using');
    await page.cancelConfirmed();
    expect(server.callsOf('cancel')).toEqual([['not_using']]);
    expect(page.cancelDialogOpen).toBe(false);
    expect(page.plan).toMatchObject({ status: 'Cancelled at period end', next: 'It will not renew: your access lasts until December 10, 2026.', canCancel: false, canReactivate: true });
    expect(notifier.messages('success').at(-1)).toMatch(/December 10, 2026/);
    await page.reactivateClicked();
    expect(page.plan).toMatchObject({ status: 'Active', canCancel: true, canReactivate: false });
  });

  it('states the new price and when it starts before changing plan', async () => {
    const { page } = settingsPage();
    await flush();
    expect(page.planChoices.map((choice) => [choice.id, choice.price])).toEqual([
      ['premium', '€15.00 per month'],
      ['yearly', '€89.00 per year'],
    ]);
    page.changeChosen('yearly');
    expect(page.changeConfirmation).toBe('You switch to Yearly today, at €89.00 per year. What is left of your current period counts toward it: you pay only the difference.');
    await page.changeConfirmed();
    expect(page.plan).toMatchObject({ title: 'Yearly', price: '€89.00 per year' });
    expect(page.changeTarget).toBeNull();
    // The difference charged today is an invoice of its own, listed at once.
    await flush();
    expect(page.invoiceViews).toHaveLength(2);
    expect(page.invoiceViews[0]?.date).toBe('November 24, 2026');
  });

  it('lists the invoice of a reactivation that charged today', async () => {
    const { page } = settingsPage({ seed: { subscription: sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900, status: 'canceled', currentPeriodEnd: null }) } });
    await flush();
    await page.reactivateClicked();
    await flush();
    expect(page.invoiceViews.map((invoice) => [invoice.date, invoice.amount])).toEqual([
      ['November 24, 2026', '€9.00'],
      ['November 10, 2026', '€9.00'],
    ]);
  });

  it('a subscription whose first payment was never completed offers the plans again, and nothing to cancel or change', async () => {
    const { page } = settingsPage({ seed: { subscription: sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900, status: 'incomplete', currentPeriodEnd: null }) } });
    await flush();
    expect(page.plan).toMatchObject({
      status: 'Incomplete',
      next: 'The first payment was not completed, so this subscription has not started. Choose a plan again to subscribe.',
      attention: true,
      canCancel: false,
      canReactivate: false,
      unfinished: true,
    });
    expect(page.planChoices).toEqual([]);
    expect(page.offerPath).toBe('/subscribe');
  });

  it('a cheaper plan of the same interval starts at the next renewal', async () => {
    const { page } = settingsPage({ seed: { subscription: sampleSubscription({ bundleId: 'premium', bundleTitle: 'Premium', price: 1500, currentPeriodEnd: '2026-12-10T00:00:00.000Z' }) } });
    await flush();
    page.changeChosen('monthly');
    expect(page.changeConfirmation).toBe('You switch to Monthly at your next renewal, on December 10, 2026, at €9.00 per month. Until then nothing changes.');
  });

  it('during a trial, a change keeps the trial and says when the first charge falls', async () => {
    const { page } = settingsPage({ seed: { subscription: sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900, status: 'trialing', trialEnd: '2026-12-01T00:00:00.000Z' }) } });
    await flush();
    page.changeChosen('yearly');
    expect(page.changeConfirmation).toBe('You switch to Yearly now and your free trial goes on: the first charge, on December 1, 2026, is €89.00 per year.');
  });

  it('a plan the network no longer offers can be kept, changed or cancelled', async () => {
    const founders = sampleBundle({ id: 'founders', title: 'Founders', price: 500 });
    const { page } = settingsPage({ seed: { retiredBundles: [founders], subscription: sampleSubscription({ bundleId: 'founders', bundleTitle: 'Founders', price: 500 }) } });
    await flush();
    expect(page.plan).toMatchObject({ retired: true, canCancel: true });
    expect(page.planChoices.map((choice) => choice.id)).toEqual(['monthly', 'premium', 'yearly']);
  });

  it.each([
    [sampleSubscription({ status: 'trialing', trialEnd: '2026-12-01T00:00:00.000Z' }), 'Free trial', 'Your free trial ends on December 1, 2026; then €4.99 per month.'],
    [sampleSubscription({ status: 'past_due' }), 'Payment due', 'The last payment did not go through. We will try your default card again; you can make another card the default below.'],
    [sampleSubscription({ status: 'canceled', currentPeriodEnd: null }), 'Ended', 'This subscription has ended. Reactivating it charges €4.99 per month today to your default card.'],
  ])('says the status: %o', async (subscription, status, next) => {
    const { page } = settingsPage({ seed: { subscription } });
    await flush();
    expect(page.plan).toMatchObject({ status, next });
  });

  it('makes another card the default, and refuses to remove the default card of the subscription, saying why', async () => {
    const { page } = settingsPage();
    await flush();
    await page.removeClicked('pm_visa');
    expect(page.cardsProblem).toBe('This card pays for your subscription. Make another card the default one before removing it.');
    expect(page.cards).toHaveLength(2);
    await page.makeDefaultClicked('pm_amex');
    expect(page.cardViews.find((card) => card.isDefault)?.id).toBe('pm_amex');
    await page.removeClicked('pm_visa');
    expect(page.cards.map((card) => card.id)).toEqual(['pm_amex']);
  });

  it('adds a card through the gateway’s form; it becomes the default', async () => {
    const { page, payments } = settingsPage();
    await flush();
    payments.queueConfirmSetup('pm_card_mastercard');
    await page.addCardClicked();
    expect(page.addCard.state).toBe('ready');
    page.cardForm.slotChanged(document.createElement('div'));
    await flush();
    expect(page.cardForm.ready).toBe(true);
    await page.saveCardClicked();
    expect(page.addCardOpen).toBe(false);
    expect(page.cardViews.find((card) => card.isDefault)?.id).toBe('pm_card_mastercard');
    expect(payments.lastForm?.mounted).toBe(false);
  });

  it('opens an invoice in a new tab', async () => {
    const { page, tabs } = settingsPage();
    await flush();
    await page.invoiceClicked('in_2');
    expect(tabs.opened).toHaveLength(1);
  });

  it('a member without a subscription is offered the plans', async () => {
    const { page } = settingsPage({ seed: { subscription: null } });
    await flush();
    expect(page.plan).toBeNull();
    expect(page.offerPath).toBe('/subscribe');
  });
});
