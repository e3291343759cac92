import type { Bundle } from './Subscription';

/** The screens of the subscription flow (product-spec §4), in the spec's words. */
export type FlowScreen =
  | 'presentation'
  | 'previously_used_cards'
  | 'payment_screen'
  | 'payment_success'
  | 'payment_error'
  | 'card_fingerprint_error'
  | 'setup_intent_error';

/** The plan being bought, as spec §3 keeps it (with its currency, without which a price means nothing). */
export type SelectedSubscription = Pick<Bundle, 'id' | 'title' | 'price' | 'currency' | 'freemium' | 'hasFreemium' | 'interval' | 'intervalType'>;

/** Spec §3's subscription flow state. */
export interface SubscriptionFlowState {
  screen: FlowScreen;
  selected: SelectedSubscription | null;
  /** The setup intent the card form confirms; a new card form always gets a new one. */
  clientSecret: string | null;
  /** The card being charged: a saved one, or the one the card form just saved. */
  paymentMethodId: string | null;
  setupIntentError: string | null;
  /** Why the last payment failed, in the server's or the card issuer's words. */
  paymentError: string | null;
  /** Pay at once, without the plan's trial (after card_fingerprint_error). */
  skipTrial: boolean;
  /** The member has saved cards that can pay: 'another card' and 'back' lead to them. */
  hasSavedCards: boolean;
}

export type SubscriptionFlowEvent =
  | { type: 'planChosen'; plan: SelectedSubscription; hasSavedCards: boolean }
  | { type: 'savedCardChosen'; paymentMethodId: string }
  | { type: 'newCardChosen' }
  | { type: 'setupIntentReady'; clientSecret: string }
  | { type: 'setupIntentFailed'; reason: string }
  | { type: 'cardSaved'; paymentMethodId: string }
  | { type: 'paymentSucceeded' }
  | { type: 'paymentFailed'; reason: string }
  | { type: 'fingerprintRejected' }
  | { type: 'trialSkipped' }
  | { type: 'retryRequested' }
  | { type: 'anotherCardRequested' }
  | { type: 'backClicked' };

export function initialSubscriptionFlow(): SubscriptionFlowState {
  return {
    screen: 'presentation',
    selected: null,
    clientSecret: null,
    paymentMethodId: null,
    setupIntentError: null,
    paymentError: null,
    skipTrial: false,
    hasSavedCards: false,
  };
}

/** Screens from which a payment may be under way (a saved card, a new card, a retry, paying without the trial). */
const PAYING_SCREENS: readonly FlowScreen[] = ['previously_used_cards', 'payment_screen', 'payment_error', 'card_fingerprint_error'];
const ERROR_SCREENS: readonly FlowScreen[] = ['payment_error', 'card_fingerprint_error', 'setup_intent_error'];

/**
 * The subscription flow as a pure transition function: the screen a member sees after each thing that
 * happens. An event that makes no sense on the current screen changes nothing (a late answer, a double click).
 */
export function subscriptionFlowAfter(state: SubscriptionFlowState, event: SubscriptionFlowEvent): SubscriptionFlowState {
  const { screen } = state;
  switch (event.type) {
    case 'planChosen':
      if (screen !== 'presentation') return state;
      return {
        ...initialSubscriptionFlow(),
        selected: event.plan,
        hasSavedCards: event.hasSavedCards,
        screen: event.hasSavedCards ? 'previously_used_cards' : 'payment_screen',
      };
    case 'savedCardChosen':
      return screen === 'previously_used_cards' ? { ...state, paymentMethodId: event.paymentMethodId, paymentError: null } : state;
    case 'newCardChosen':
      return screen === 'previously_used_cards' ? toCardForm(state) : state;
    case 'setupIntentReady':
      return screen === 'payment_screen' ? { ...state, clientSecret: event.clientSecret } : state;
    case 'setupIntentFailed':
      return screen === 'payment_screen' ? { ...state, screen: 'setup_intent_error', setupIntentError: event.reason, clientSecret: null } : state;
    case 'cardSaved':
      return screen === 'payment_screen' ? { ...state, paymentMethodId: event.paymentMethodId } : state;
    case 'paymentSucceeded':
      return PAYING_SCREENS.includes(screen) && state.paymentMethodId ? { ...state, screen: 'payment_success', paymentError: null } : state;
    case 'paymentFailed':
      return PAYING_SCREENS.includes(screen) ? { ...state, screen: 'payment_error', paymentError: event.reason } : state;
    case 'fingerprintRejected':
      return PAYING_SCREENS.includes(screen) ? { ...state, screen: 'card_fingerprint_error' } : state;
    case 'trialSkipped':
      return screen === 'card_fingerprint_error' ? { ...state, skipTrial: true } : state;
    case 'retryRequested':
      // A failed payment is tried again with the same card; a card that could not be saved gets a new form.
      if (screen === 'payment_error') return { ...state, paymentError: null };
      if (screen === 'setup_intent_error') return toCardForm(state);
      return state;
    case 'anotherCardRequested':
      if (!ERROR_SCREENS.includes(screen)) return state;
      return state.hasSavedCards ? { ...toCardForm(state), screen: 'previously_used_cards' } : toCardForm(state);
    case 'backClicked':
      if (screen === 'payment_screen' && state.hasSavedCards) return { ...toCardForm(state), screen: 'previously_used_cards' };
      if (screen === 'payment_success' || screen === 'presentation') return state;
      return { ...initialSubscriptionFlow(), hasSavedCards: state.hasSavedCards };
  }
}

/** A fresh card form: a new setup intent, no card, no error, the trial offered again (another card may have none). */
function toCardForm(state: SubscriptionFlowState): SubscriptionFlowState {
  return { ...state, screen: 'payment_screen', clientSecret: null, paymentMethodId: null, setupIntentError: null, paymentError: null, skipTrial: false };
}
