import { makeAutoObservable, runInAction } from 'mobx';
import { PaymentError } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { Notifier } from '../../application/ports/Notifier';
import type { PaymentGateway } from '../../application/ports/PaymentGateway';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { RemoveCard } from '../../application/usecases/subscription/RemoveCard';
import type { SetDefaultCard } from '../../application/usecases/subscription/SetDefaultCard';
import { isCardExpired, type PaymentMethod } from '../../domain/subscription/Subscription';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import { CardFormMount } from './CardFormMount';
import type { ManageBusy } from './ManageBusy';
import { cardView, type CardView } from './subscriptionViews';

/** The subscription page's saved cards: make one the default, remove one, add one with the gateway's card form. */
export class SavedCardsSection {
  cards: PaymentMethod[] = [];
  /** Why a card could not be removed or made the default. */
  cardsProblem = '';
  addCardOpen = false;
  addCard: { state: 'preparing' | 'ready' | 'unavailable' | 'not_configured'; problem: string } = { state: 'preparing', problem: '' };
  /** The add-card dialog's card form. */
  readonly cardForm: CardFormMount;
  /** A card the form saved whose making-default failed: trying again makes it the default, it is not saved twice. */
  private savedCardId: string | null = null;

  constructor(
    private readonly cardGateway: Pick<PaymentMethodGateway, 'paymentMethods' | 'setupIntent'>,
    private readonly removeCard: Pick<RemoveCard, 'execute'>,
    private readonly setDefaultCard: Pick<SetDefaultCard, 'execute'>,
    private readonly payments: Pick<PaymentGateway, 'load' | 'mountCardForm'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly i18n: I18n,
    private readonly busy: ManageBusy,
  ) {
    this.cardForm = new CardFormMount(payments, clock, (error) => runInAction(() => (this.addCard.state = PaymentError.is(error, 'not_configured') ? 'not_configured' : 'unavailable')));
    makeAutoObservable<SavedCardsSection, 'cardGateway' | 'removeCard' | 'setDefaultCard' | 'payments' | 'notifier' | 'clock' | 'i18n' | 'busy' | 'savedCardId'>(
      this,
      { cardGateway: false, removeCard: false, setDefaultCard: false, payments: false, notifier: false, clock: false, i18n: false, busy: false, cardForm: false, savedCardId: false },
      { autoBind: true },
    );
  }

  get cardViews(): CardView[] {
    const now = new Date(this.clock.now());
    return this.cards.map((card) => cardView(card, this.i18n, isCardExpired(card, now)));
  }

  /** The member's cards, read with the rest of the page. */
  fetch(): Promise<PaymentMethod[]> {
    return this.cardGateway.paymentMethods();
  }

  async makeDefaultClicked(paymentMethodId: string): Promise<void> {
    const failure = await this.busy.during(`card:${paymentMethodId}`, async () => {
      this.cardsProblem = '';
      const cards = await this.setDefaultCard.execute(paymentMethodId);
      runInAction(() => (this.cards = cards));
    });
    if (failure) runInAction(() => (this.cardsProblem = errorMessageOf(failure.error, this.i18n)));
  }

  async removeClicked(paymentMethodId: string): Promise<void> {
    const failure = await this.busy.during(`card:${paymentMethodId}`, async () => {
      this.cardsProblem = '';
      const removal = await this.removeCard.execute(paymentMethodId);
      runInAction(() => {
        if (removal.kind === 'removed') this.cards = removal.cards;
        else this.cardsProblem = removal.reason || this.i18n.t('subscription.manage.cards.inUseHint');
      });
    });
    if (failure) runInAction(() => (this.cardsProblem = errorMessageOf(failure.error, this.i18n)));
  }

  /** Adds a card: the gateway's form on a new setup intent; the saved card becomes the default (as Stripe's portal does). */
  async addCardClicked(): Promise<void> {
    if (this.busy.action) return;
    this.addCardOpen = true;
    this.savedCardId = null;
    this.addCard = { state: 'preparing', problem: '' };
    this.cardForm.intentChanged(null);
    const [loaded, intent] = await Promise.allSettled([this.payments.load(), this.cardGateway.setupIntent()]);
    runInAction(() => {
      if (loaded.status === 'rejected') this.addCard.state = PaymentError.is(loaded.reason, 'not_configured') ? 'not_configured' : 'unavailable';
      else if (intent.status === 'rejected') this.addCard = { state: 'unavailable', problem: errorMessageOf(intent.reason, this.i18n) };
      else this.addCard = { state: 'ready', problem: '' };
    });
    if (this.addCardOpen && intent.status === 'fulfilled' && loaded.status === 'fulfilled') this.cardForm.intentChanged(intent.value);
  }

  async saveCardClicked(): Promise<void> {
    const form = this.cardForm.form;
    if (!form && !this.savedCardId) return;
    const failure = await this.busy.during('add-card', async () => {
      this.addCard.problem = '';
      const savedCardId = this.savedCardId ?? (await form?.confirmSetup())?.paymentMethodId;
      if (!savedCardId) return;
      this.savedCardId = savedCardId;
      const cards = await this.setDefaultCard.execute(savedCardId);
      runInAction(() => {
        this.cards = cards;
        this.addCardOpen = false;
        this.savedCardId = null;
      });
      this.cardForm.intentChanged(null);
      this.notifier.success(this.i18n.t('subscription.manage.cards.added'));
    });
    if (failure) runInAction(() => (this.addCard.problem = PaymentError.is(failure.error) ? failure.error.message : errorMessageOf(failure.error, this.i18n)));
  }

  addCardDismissed(): void {
    if (this.busy.action === 'add-card') return;
    this.addCardOpen = false;
    this.cardForm.intentChanged(null);
  }
}
