import { PaymentError } from '../../application/errors/PaymentError';
import type { CardForm, CardFormOptions, PaymentGateway } from '../../application/ports/PaymentGateway';
import { cardFieldProblems } from './cardFieldProblems';
import { FakeCardFields } from './FakeCardFields';
import { paymentMessages, type PaymentMessages } from './paymentMessages';
import { showFakeBankChallenge } from './showFakeBankChallenge';
import { TEST_CARDS } from './testCards';

/** Stripe's client secrets read `<intent id>_secret_<secret>`; Stripe refuses anything else. */
function isClientSecret(value: string): boolean {
  return value.includes('_secret_');
}

/**
 * Payments for demo mode and QA (api-contract.md "Payments outside the wire"): a card form and a 3-D
 * Secure page of its own, and Stripe's test cards, which it turns into Stripe's test PaymentMethod ids,
 * so that a back end in test mode charges them as Stripe would. Nothing is downloaded and no card
 * leaves the page. It speaks the app's language at the time a form or challenge is shown.
 */
export class FakePaymentGateway implements PaymentGateway {
  constructor(private readonly language: () => string) {}

  async load(): Promise<void> {}

  async mountCardForm(slot: HTMLElement, { clientSecret, onReady }: CardFormOptions): Promise<CardForm> {
    const messages = paymentMessages(this.language());
    const form = new FakeCardForm(new FakeCardFields(slot, messages), clientSecret, messages);
    onReady?.();
    return form;
  }

  async handleNextAction(_clientSecret: string): Promise<void> {
    const messages = paymentMessages(this.language());
    const approved = await showFakeBankChallenge(document, messages);
    if (!approved) throw new PaymentError('authentication_failed', messages.authenticationFailed);
  }
}

class FakeCardForm implements CardForm {
  private mounted = true;

  constructor(
    private readonly fields: FakeCardFields,
    private readonly clientSecret: string,
    private readonly messages: PaymentMessages,
  ) {}

  async confirmSetup(): Promise<{ paymentMethodId: string }> {
    if (!this.mounted) throw new Error('confirmSetup was called on an unmounted card form.');
    const card = this.fields.digits();
    // The form's own checks come first, as Stripe's fields check before the setup intent is touched.
    const problems = cardFieldProblems(card, new Date());
    this.fields.showProblems(problems);
    const first = problems[0];
    if (first) throw new PaymentError('incomplete', this.messages.problems[first.problem]);
    if (!isClientSecret(this.clientSecret)) throw new PaymentError('declined', this.messages.invalidSetupIntent);
    const testCard = TEST_CARDS.find((candidate) => candidate.number === card.number);
    if (!testCard) throw new PaymentError('declined', this.messages.notATestCard);
    if (testCard.paymentMethodId === null) throw new PaymentError('declined', this.messages.declined);
    return { paymentMethodId: testCard.paymentMethodId };
  }

  unmount(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.fields.remove();
  }
}
