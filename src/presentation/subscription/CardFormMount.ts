import { makeObservable, observable, runInAction } from 'mobx';
import { PaymentError } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { CardForm, PaymentGateway } from '../../application/ports/PaymentGateway';

/**
 * How long a mounted form may take to become ready before the page gives up on it and offers a retry: a frame
 * that never answers (a blocker, a network that drops it) must not leave a skeleton without an end.
 */
export const CARD_FORM_READY_LIMIT_MS = 20_000;

/**
 * The gateway's card form in its place on a page: one form, on the current setup intent, in the current slot.
 * A new intent or a new slot means a new form (an old intent is never confirmed); a form whose mounting ends after
 * it was replaced is taken down at once, and its late "ready" is not the new form's. A form not ready within
 * CARD_FORM_READY_LIMIT_MS is taken down and reported as 'unavailable'.
 */
export class CardFormMount {
  /** The form can be typed in (its skeleton can go). */
  ready = false;
  private slot: HTMLElement | null = null;
  private clientSecret: string | null = null;
  private mounted: { form: CardForm; clientSecret: string; slot: HTMLElement } | null = null;
  private generation = 0;
  private stopReadyWatch: (() => void) | null = null;

  constructor(
    private readonly payments: Pick<PaymentGateway, 'mountCardForm'>,
    private readonly clock: Pick<Clock, 'schedule'>,
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
    this.stopReadyWatch?.();
    this.stopReadyWatch = null;
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
    this.stopReadyWatch = this.clock.schedule(CARD_FORM_READY_LIMIT_MS, () => {
      if (!current() || this.ready) return;
      this.unmount();
      this.failed(new PaymentError('unavailable', 'The card form did not become ready in time.'));
    });
    try {
      const form = await this.payments.mountCardForm(slot, {
        clientSecret,
        onReady: () => {
          if (!current()) return;
          this.stopReadyWatch?.();
          runInAction(() => (this.ready = true));
        },
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
