import { makeAutoObservable } from 'mobx';
import { EARLIEST_BIRTHDAY, latestAllowedBirthday, validateBirthday } from '../../../domain/auth/Birthday';
import type { Clock } from '../../../application/ports/Clock';
import type { Notifier } from '../../../application/ports/Notifier';
import type { Session } from '../../../application/session/Session';
import type { BirthdateHolder } from '../../../application/usecases/auth/BirthdateHolder';
import type { SaveBirthday } from '../../../application/usecases/auth/SaveBirthday';
import type { I18n } from '../../i18n/I18n';
import { issueText } from './issueText';
import { toastFailure } from './toastFailure';
import { requestWhileBusy } from './requestWhileBusy';

/** 'About you': the birthday asked before sign-up, or after a sign-in of an account without one. */
export class BirthdatePresenter {
  value = '';
  error = '';
  busy = false;

  constructor(
    private readonly saveBirthday: Pick<SaveBirthday, 'execute'>,
    private readonly holder: Pick<BirthdateHolder, 'held' | 'remember' | 'clear'>,
    private readonly session: Pick<Session, 'isSignedIn'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly minAge: number | null,
    private readonly onConfirmed: () => void,
  ) {
    this.value = holder.held() ?? '';
    makeAutoObservable<BirthdatePresenter, 'saveBirthday' | 'holder' | 'session' | 'clock' | 'notifier' | 'i18n' | 'minAge' | 'onConfirmed'>(
      this,
      { saveBirthday: false, holder: false, session: false, clock: false, notifier: false, i18n: false, minAge: false, onConfirmed: false },
      { autoBind: true },
    );
  }

  get bounds(): { min: string; max: string } {
    return { min: EARLIEST_BIRTHDAY, max: latestAllowedBirthday({ minAge: this.minAge, today: new Date(this.clock.now()) }) };
  }

  /** A birthday is held for the account about to exist (the holder changes outside the modal: read it afresh). */
  isHeld(): boolean {
    return this.holder.held() !== null;
  }

  /** A held birthday typed after the sign-in's own save is saved to the profile now; a failure is a toast. */
  saveHeld(): void {
    const held = this.holder.held();
    if (held) void this.saveBirthday.execute(held).then(() => this.holder.clear(), (error: unknown) => toastFailure(error, this.notifier, this.i18n));
  }

  valueTyped(value: string): void {
    this.value = value;
    this.error = '';
  }

  async continueClicked(): Promise<void> {
    if (this.busy) return;
    const issue = validateBirthday(this.value, { minAge: this.minAge, today: new Date(this.clock.now()) });
    if (issue) {
      this.error = issueText(this.i18n, issue);
      return;
    }
    if (!this.session.isSignedIn) {
      // Before sign-up: held until the account exists, then saved to the profile (spec §4).
      this.holder.remember(this.value);
      this.onConfirmed();
      return;
    }
    await requestWhileBusy(this, this.notifier, this.i18n, async () => {
      await this.saveBirthday.execute(this.value);
      this.onConfirmed();
    });
  }
}
