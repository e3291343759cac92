import { makeAutoObservable, runInAction } from 'mobx';
import type { ConsentQueue } from '../../../application/usecases/profile/ConsentQueue';
import type { ConsentStep } from '../../../domain/profile/ConsentStep';
import type { TranslationKey } from '../../i18n/I18n';
import type { Notifier } from '../../../application/ports/Notifier';
import type { I18n } from '../../i18n/I18n';
import type { ProfileFlowController } from '../ProfileFlowController';
import '../profileMessages';

/** The words of each consent (`{{name}}`: the network's), asked after login and changed in the settings. */
export const CONSENT_TEXTS: Record<ConsentStep, { title: TranslationKey; body: TranslationKey }> = {
  promotional: { title: 'profile.consent.promotional.title', body: 'profile.consent.promotional.body' },
  connecting: { title: 'profile.consent.connecting.title', body: 'profile.consent.connecting.body' },
  profiling: { title: 'profile.consent.profiling.title', body: 'profile.consent.profiling.body' },
};

/** The consent queue after login (spec §4), one consent at a time; accepting and declining are equal choices. */
export class ConsentPresenter {
  step: ConsentStep | null = null;
  busy = false;

  constructor(
    private readonly queue: Pick<ConsentQueue, 'start' | 'accept' | 'decline'>,
    private readonly controller: Pick<ProfileFlowController, 'consentFinished'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly networkName: string,
  ) {
    makeAutoObservable<ConsentPresenter, 'queue' | 'controller' | 'notifier' | 'i18n' | 'networkName'>(
      this,
      { queue: false, controller: false, notifier: false, i18n: false, networkName: false },
      { autoBind: true },
    );
  }

  get title(): string {
    return this.step === null ? '' : this.i18n.t(CONSENT_TEXTS[this.step].title);
  }

  get body(): string {
    return this.step === null ? '' : this.i18n.t(CONSENT_TEXTS[this.step].body, { name: this.networkName });
  }

  /** Shown: builds the queue (resuming a step a reload interrupted); with nothing to ask the flow ends at once. */
  mount(): void {
    this.moveTo(this.queue.start());
  }

  async acceptClicked(): Promise<void> {
    if (this.busy || this.step === null) return;
    this.busy = true;
    const answer = await this.queue.accept();
    // Spec §8: a consent that could not be saved is a general error, and the queue moves on.
    if (answer.kind === 'failed') this.notifier.error(this.i18n.t('error.generic'));
    runInAction(() => {
      this.busy = false;
      this.moveTo(answer.next);
    });
  }

  declineClicked(): void {
    if (this.busy || this.step === null) return;
    this.moveTo(this.queue.decline());
  }

  private moveTo(next: ConsentStep | null): void {
    this.step = next;
    if (next === null) this.controller.consentFinished();
  }
}
