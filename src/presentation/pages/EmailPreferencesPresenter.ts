import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { AccountGateway } from '../../application/ports/AccountGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { DigestFrequency, EmailTopic, NotificationPreferences, NotificationPreferencesChange } from '../../domain/notifications/NotificationPreferences';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import { writeOptimistically } from '../kit/optimistic';
import './pagesMessages';

export type EmailPreferencesStatus = 'loading' | 'ready' | 'failed';

type Field = keyof NotificationPreferences;

/**
 * Spec §2 /notification-preferences for a signed-in member: what the network e-mails them about
 * (`GET /v2/notifications/preferences`), each choice saved as it is made, with a toast. A choice shows at once; one
 * change is on its way at a time, and the choices made meanwhile go together in the next, so an answer to an earlier
 * change never undoes a later choice. A refused change goes back, with the reason in a toast.
 */
export class EmailPreferencesPresenter {
  status: EmailPreferencesStatus = 'loading';
  /** Why the preferences could not be read, with a retry. */
  loadFailure = '';
  private saved: NotificationPreferences | null = null;
  /** Choices shown and not yet saved: on their way, or waiting for the change on its way. */
  private readonly chosen = observable.map<Field, boolean | DigestFrequency>();
  private sending = false;

  constructor(
    private readonly accounts: Pick<AccountGateway, 'emailPreferences' | 'changeEmailPreferences'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<EmailPreferencesPresenter, 'accounts' | 'notifier' | 'i18n' | 'chosen' | 'sending'>(
      this,
      { accounts: false, notifier: false, i18n: false, chosen: false, sending: false },
      { autoBind: true },
    );
  }

  /** What the page shows: the saved preferences with the choices not yet saved; null until read. */
  get preferences(): NotificationPreferences | null {
    if (!this.saved) return null;
    return { ...this.saved, ...(Object.fromEntries(this.chosen) as NotificationPreferencesChange) };
  }

  /** The field's choice is not saved yet (its control says it is busy). */
  isSaving(field: Field): boolean {
    return this.chosen.has(field);
  }

  /** The page opened: its preferences are read (again after a StrictMode remount, which costs one read). */
  mount(): void {
    void this.load();
  }

  retryClicked(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    // Read again, the preferences shown stay meanwhile.
    if (!this.saved) this.status = 'loading';
    this.loadFailure = '';
    try {
      const preferences = await this.accounts.emailPreferences();
      runInAction(() => {
        this.saved = preferences;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }

  topicToggled(topic: EmailTopic, on: boolean): void {
    this.choose(topic, on);
  }

  digestChosen(digest: DigestFrequency): void {
    this.choose('digest', digest);
  }

  private choose(field: Field, value: boolean | DigestFrequency): void {
    if (!this.saved) return;
    if (value === this.saved[field] && !this.chosen.has(field)) return;
    this.chosen.set(field, value);
    void this.sendChosen();
  }

  /** Sends what is chosen and not yet on its way, one change at a time, until nothing is left. */
  private async sendChosen(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    while (this.chosen.size > 0) {
      const change = Object.fromEntries(this.chosen) as NotificationPreferencesChange;
      const outcome = await writeOptimistically({
        // Each choice already shows (`chosen`); taking it back forgets those still as sent.
        apply: () => () => this.forget(change),
        send: () => this.accounts.changeEmailPreferences(change),
        confirm: (answer) => {
          this.saved = answer;
          this.forget(change);
        },
      });
      if (outcome.ok) this.notifier.success(this.i18n.t('pages.preferences.saved'));
      else this.notifier.error(this.i18n.t('pages.preferences.notSaved', { reason: errorMessageOf(outcome.error, this.i18n) }));
    }
    runInAction(() => (this.sending = false));
  }

  /** The choices of `change` that were not chosen again since: a later choice stays to be sent. */
  private forget(change: NotificationPreferencesChange): void {
    for (const [field, value] of Object.entries(change) as [Field, boolean | DigestFrequency][]) {
      if (this.chosen.get(field) === value) this.chosen.delete(field);
    }
  }
}
