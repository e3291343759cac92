import type { CardForm, CardFormOptions, PaymentGateway } from '../../application/ports/PaymentGateway';
import { play, ScriptedGateway, type Scripted } from './ScriptedGateway';

type PaymentCall = keyof PaymentGateway | keyof CardForm;

/** A card form mounted by InMemoryPaymentGateway, as a test sees it. */
export interface MountedCardForm {
  clientSecret: string;
  slot: HTMLElement;
  mounted: boolean;
  ready: boolean;
  /** Makes the form ready (its onReady runs), when the gateway holds readiness back. */
  becomeReady(): void;
}

/**
 * A payment gateway without a card or a DOM, for use cases and presenters. Every card form saves
 * `pm_card_visa` and every 3-D Secure check passes, unless outcomes were queued: a payment method id or
 * a PaymentError for confirmSetup, 'passed' or a PaymentError for handleNextAction. A form is ready
 * as soon as it is mounted unless `holdReady` is set. Failures of any call, e.g.
 * `failNext('load', new PaymentError('unavailable', …))`, come from ScriptedGateway. The calls are
 * recorded with the form's client secret for confirmSetup and unmount.
 */
export class InMemoryPaymentGateway extends ScriptedGateway<PaymentCall> implements PaymentGateway {
  readonly forms: MountedCardForm[] = [];
  /** When set, mounted forms wait for `becomeReady()` (a skeleton that stays). */
  holdReady = false;
  private readonly setupOutcomes: Scripted<string>[] = [];
  private readonly nextActionOutcomes: Scripted<'passed'>[] = [];

  queueConfirmSetup(...outcomes: Scripted<string>[]): void {
    this.setupOutcomes.push(...outcomes);
  }

  queueNextAction(...outcomes: Scripted<'passed'>[]): void {
    this.nextActionOutcomes.push(...outcomes);
  }

  /** The form mounted last, still on the page or not. */
  get lastForm(): MountedCardForm | undefined {
    return this.forms.at(-1);
  }

  async load(): Promise<void> {
    this.enter('load');
  }

  async mountCardForm(slot: HTMLElement, { clientSecret, onReady }: CardFormOptions): Promise<CardForm> {
    this.enter('mountCardForm', clientSecret);
    const mountedForm: MountedCardForm = {
      clientSecret,
      slot,
      mounted: true,
      ready: false,
      becomeReady: () => {
        if (mountedForm.ready || !mountedForm.mounted) return;
        mountedForm.ready = true;
        onReady?.();
      },
    };
    this.forms.push(mountedForm);
    if (!this.holdReady) mountedForm.becomeReady();
    return {
      confirmSetup: async () => {
        this.enter('confirmSetup', clientSecret);
        if (!mountedForm.mounted) throw new Error('confirmSetup was called on an unmounted card form.');
        return { paymentMethodId: play(this.setupOutcomes.shift() ?? 'pm_card_visa') };
      },
      unmount: () => {
        this.enter('unmount', clientSecret);
        mountedForm.mounted = false;
      },
    };
  }

  async handleNextAction(clientSecret: string): Promise<void> {
    this.enter('handleNextAction', clientSecret);
    play(this.nextActionOutcomes.shift() ?? 'passed');
  }
}
