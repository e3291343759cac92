import { makeObservable, observable, runInAction } from 'mobx';
import type { CardForm, PaymentGateway } from '../../application/ports/PaymentGateway';

/**
 * The gateway's card form in its place on a page: one form, on the current setup intent, in the current slot.
 * A new intent or a new slot means a new form (an old intent is never confirmed); a form whose mounting ends after
 * it was replaced is taken down at once, and its late "ready" is not the new form's.
 */
export class CardFormMount {
  /** The form can be typed in (its skeleton can go). */
  ready = false;
  private slot: HTMLElement | null = null;
  private clientSecret: string | null = null;
  private mounted: { form: CardForm; clientSecret: string; slot: HTMLElement } | null = null;
  private generation = 0;

  constructor(
    private readonly payments: Pick<PaymentGateway, 'mountCardForm'>,
    /** The form could not mount or show: the page says so and offers to try again. */
    private readonly failed: (error: unknown) => void,
  ) {
    makeObservable<CardFormMount, never>(this, { ready: observable });
  }

  /** The form mounted on the current intent, if it is there yet. */
  get form(): CardForm | null {
    return this.mounted && this.mounted.clientSecret === this.clientSecret ? this.mounted.form : null;
  }

  /** A stable callback for the view's ref: the slot appears (an element) or goes (null). */
  readonly slotChanged = (slot: HTMLElement | null): void => {
    this.slot = slot;
    void this.sync();
  };

  intentChanged(clientSecret: string | null): void {
    this.clientSecret = clientSecret;
    void this.sync();
  }

  unmount(): void {
    this.generation++;
    this.mounted?.form.unmount();
    this.mounted = null;
    if (this.ready) runInAction(() => (this.ready = false));
  }

  private async sync(): Promise<void> {
    const { slot, clientSecret, mounted } = this;
    if (mounted && mounted.slot === slot && mounted.clientSecret === clientSecret) return;
    this.unmount();
    if (!slot || !clientSecret) return;
    const generation = this.generation;
    const current = () => generation === this.generation;
    try {
      const form = await this.payments.mountCardForm(slot, {
        clientSecret,
        onReady: () => current() && runInAction(() => (this.ready = true)),
        onLoadError: (error) => current() && this.failed(error),
      });
      if (!current()) {
        form.unmount();
        return;
      }
      this.mounted = { form, clientSecret, slot };
    } catch (error) {
      if (current()) this.failed(error);
    }
  }
}
