import { describe, expect, it } from 'vitest';
import {
  initialSubscriptionFlow,
  subscriptionFlowAfter,
  type FlowScreen,
  type SelectedSubscription,
  type SubscriptionFlowEvent,
  type SubscriptionFlowState,
} from '../../../src/domain/subscription/SubscriptionFlow';

const monthly: SelectedSubscription = {
  id: 'bundle-monthly', title: 'Monthly', price: 900, currency: 'EUR', freemium: 7, hasFreemium: true, interval: 'month', intervalType: 'monthly',
};

/** A flow on `screen` with a plan chosen, as the events before it would have left it. */
function on(screen: FlowScreen, extra: Partial<SubscriptionFlowState> = {}): SubscriptionFlowState {
  return { ...initialSubscriptionFlow(), selected: monthly, hasSavedCards: true, screen, ...extra };
}

const E = {
  planChosen: (hasSavedCards: boolean): SubscriptionFlowEvent => ({ type: 'planChosen', plan: monthly, hasSavedCards }),
  savedCardChosen: { type: 'savedCardChosen', paymentMethodId: 'pm_saved' },
  newCardChosen: { type: 'newCardChosen' },
  setupIntentReady: { type: 'setupIntentReady', clientSecret: 'seti_1_secret_a' },
  setupIntentFailed: { type: 'setupIntentFailed', reason: 'Your card was declined.' },
  cardSaved: { type: 'cardSaved', paymentMethodId: 'pm_new' },
  paymentSucceeded: { type: 'paymentSucceeded' },
  paymentFailed: { type: 'paymentFailed', reason: 'Insufficient funds.' },
  fingerprintRejected: { type: 'fingerprintRejected' },
  trialSkipped: { type: 'trialSkipped' },
  retryRequested: { type: 'retryRequested' },
  anotherCardRequested: { type: 'anotherCardRequested' },
  backClicked: { type: 'backClicked' },
} satisfies Record<string, SubscriptionFlowEvent | ((...args: never[]) => SubscriptionFlowEvent)>;

describe('subscription flow (spec §3, §4)', () => {
  it('starts on the presentation of the plans, with nothing chosen', () => {
    expect(initialSubscriptionFlow()).toEqual({
      screen: 'presentation', selected: null, clientSecret: null, paymentMethodId: null, setupIntentError: null, paymentError: null, skipTrial: false, hasSavedCards: false,
    });
  });

  const transitions: [string, SubscriptionFlowState, SubscriptionFlowEvent, Partial<SubscriptionFlowState>][] = [
    ['a plan, with saved cards → the saved cards', initialSubscriptionFlow(), E.planChosen(true), { screen: 'previously_used_cards', selected: monthly, hasSavedCards: true }],
    ['a plan, without saved cards → the card form', initialSubscriptionFlow(), E.planChosen(false), { screen: 'payment_screen', selected: monthly, hasSavedCards: false }],
    ['a saved card → paying with it, same screen', on('previously_used_cards'), E.savedCardChosen, { screen: 'previously_used_cards', paymentMethodId: 'pm_saved' }],
    ['a new card → the card form', on('previously_used_cards'), E.newCardChosen, { screen: 'payment_screen', clientSecret: null }],
    ['the setup intent → the form can mount', on('payment_screen'), E.setupIntentReady, { screen: 'payment_screen', clientSecret: 'seti_1_secret_a' }],
    ['a card declined at setup → setup_intent_error', on('payment_screen', { clientSecret: 'seti_1_secret_a' }), E.setupIntentFailed, { screen: 'setup_intent_error', setupIntentError: 'Your card was declined.', clientSecret: null }],
    ['the card saved → paying with it', on('payment_screen', { clientSecret: 'seti_1_secret_a' }), E.cardSaved, { screen: 'payment_screen', paymentMethodId: 'pm_new' }],
    ['paid with a saved card → success', on('previously_used_cards', { paymentMethodId: 'pm_saved' }), E.paymentSucceeded, { screen: 'payment_success' }],
    ['paid with a new card → success', on('payment_screen', { paymentMethodId: 'pm_new' }), E.paymentSucceeded, { screen: 'payment_success' }],
    ['declined at payment → payment_error with the reason', on('payment_screen', { paymentMethodId: 'pm_new' }), E.paymentFailed, { screen: 'payment_error', paymentError: 'Insufficient funds.', paymentMethodId: 'pm_new' }],
    ['a failed 3-D Secure check → payment_error', on('previously_used_cards', { paymentMethodId: 'pm_saved' }), E.paymentFailed, { screen: 'payment_error', paymentError: 'Insufficient funds.', paymentMethodId: 'pm_saved' }],
    ['a card that had the trial → card_fingerprint_error', on('payment_screen', { paymentMethodId: 'pm_new' }), E.fingerprintRejected, { screen: 'card_fingerprint_error', paymentMethodId: 'pm_new' }],
    ['pay without the trial → same card, skipTrial', on('card_fingerprint_error', { paymentMethodId: 'pm_new' }), E.trialSkipped, { screen: 'card_fingerprint_error', skipTrial: true, paymentMethodId: 'pm_new' }],
    ['paid without the trial → success', on('card_fingerprint_error', { paymentMethodId: 'pm_new', skipTrial: true }), E.paymentSucceeded, { screen: 'payment_success', skipTrial: true }],
    ['retry after payment_error → same card, reason cleared', on('payment_error', { paymentMethodId: 'pm_new', paymentError: 'x' }), E.retryRequested, { screen: 'payment_error', paymentMethodId: 'pm_new', paymentError: null }],
    ['the retried payment passes → success', on('payment_error', { paymentMethodId: 'pm_new' }), E.paymentSucceeded, { screen: 'payment_success' }],
    ['the retried payment is declined again → payment_error with the new reason', on('payment_error', { paymentMethodId: 'pm_new', paymentError: null }), E.paymentFailed, { screen: 'payment_error', paymentError: 'Insufficient funds.' }],
    ['the retried payment meets the used trial → card_fingerprint_error', on('payment_error', { paymentMethodId: 'pm_new' }), E.fingerprintRejected, { screen: 'card_fingerprint_error' }],
    ['paying without the trial is declined → payment_error', on('card_fingerprint_error', { paymentMethodId: 'pm_new', skipTrial: true }), E.paymentFailed, { screen: 'payment_error', paymentError: 'Insufficient funds.' }],
    ['a saved card that had the trial → card_fingerprint_error', on('previously_used_cards', { paymentMethodId: 'pm_saved' }), E.fingerprintRejected, { screen: 'card_fingerprint_error' }],
    ['retry after setup_intent_error → a new card form', on('setup_intent_error', { setupIntentError: 'x' }), E.retryRequested, { screen: 'payment_screen', setupIntentError: null, clientSecret: null }],
    ['another card after payment_error, with saved cards → the saved cards', on('payment_error', { paymentMethodId: 'pm_new', paymentError: 'x' }), E.anotherCardRequested, { screen: 'previously_used_cards', paymentMethodId: null, paymentError: null }],
    ['another card after payment_error, no saved cards → the card form', on('payment_error', { hasSavedCards: false, paymentMethodId: 'pm_new' }), E.anotherCardRequested, { screen: 'payment_screen', paymentMethodId: null }],
    ['another card after the fingerprint error → the trial is offered again', on('card_fingerprint_error', { paymentMethodId: 'pm_new', skipTrial: true }), E.anotherCardRequested, { screen: 'previously_used_cards', skipTrial: false, paymentMethodId: null }],
    ['another card after setup_intent_error → the saved cards', on('setup_intent_error', { setupIntentError: 'x' }), E.anotherCardRequested, { screen: 'previously_used_cards', setupIntentError: null }],
    ['another card after setup_intent_error, no saved cards → a new card form', on('setup_intent_error', { hasSavedCards: false, setupIntentError: 'x' }), E.anotherCardRequested, { screen: 'payment_screen', setupIntentError: null, clientSecret: null }],
    ['another card after the fingerprint error, no saved cards → a new card form', on('card_fingerprint_error', { hasSavedCards: false, paymentMethodId: 'pm_new', skipTrial: true }), E.anotherCardRequested, { screen: 'payment_screen', skipTrial: false, paymentMethodId: null }],
    ['back from the card form, with saved cards → the saved cards', on('payment_screen', { clientSecret: 's' }), E.backClicked, { screen: 'previously_used_cards', clientSecret: null }],
    ['back from the card form, no saved cards → the plans', on('payment_screen', { hasSavedCards: false }), E.backClicked, { screen: 'presentation', selected: null }],
    ['back from the saved cards → the plans', on('previously_used_cards'), E.backClicked, { screen: 'presentation', selected: null, hasSavedCards: true }],
    ['back from payment_error → the plans', on('payment_error', { paymentError: 'x' }), E.backClicked, { screen: 'presentation', selected: null, paymentError: null }],
    ['back from card_fingerprint_error → the plans', on('card_fingerprint_error'), E.backClicked, { screen: 'presentation', selected: null }],
    ['back from setup_intent_error → the plans', on('setup_intent_error', { setupIntentError: 'x' }), E.backClicked, { screen: 'presentation', selected: null, setupIntentError: null }],
  ];

  it.each(transitions)('%s', (_name, before, event, expected) => {
    expect(subscriptionFlowAfter(before, event)).toEqual({ ...before, ...expected });
  });

  const ignored: [string, SubscriptionFlowState, SubscriptionFlowEvent][] = [
    ['a second plan while paying', on('payment_screen'), E.planChosen(true)],
    ['a saved card on the card form', on('payment_screen'), E.savedCardChosen],
    ['a late setup intent after leaving the form', on('presentation', { selected: null }), E.setupIntentReady],
    ['a setup failure outside the form', on('previously_used_cards'), E.setupIntentFailed],
    ['a card saved after leaving the form', on('previously_used_cards'), E.cardSaved],
    ['success without a card', on('payment_screen'), E.paymentSucceeded],
    ['success on the plans', on('presentation', { paymentMethodId: 'pm' }), E.paymentSucceeded],
    ['a payment failure after success', on('payment_success', { paymentMethodId: 'pm' }), E.paymentFailed],
    ['a fingerprint error after success', on('payment_success', { paymentMethodId: 'pm' }), E.fingerprintRejected],
    ['skipping the trial elsewhere', on('payment_error'), E.trialSkipped],
    ['retry where nothing failed', on('payment_screen'), E.retryRequested],
    ['another card where nothing failed', on('payment_screen'), E.anotherCardRequested],
    ['back after success', on('payment_success', { paymentMethodId: 'pm' }), E.backClicked],
    ['back on the plans', initialSubscriptionFlow(), E.backClicked],
    ['a new card on the card form', on('payment_screen', { clientSecret: 's' }), E.newCardChosen],
  ];

  it.each(ignored)('ignores %s', (_name, before, event) => {
    expect(subscriptionFlowAfter(before, event)).toBe(before);
  });
});
