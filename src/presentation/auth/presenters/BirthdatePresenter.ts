import { makeAutoObservable, runInAction } from 'mobx';
import { EARLIEST_BIRTHDAY, latestAllowedBirthday, validateBirthday } from '../../../domain/auth/Birthday';
import type { AuthDeps } from './AuthDeps';
import { issueText } from './issueText';
import { toastFailure } from './toastFailure';

/** 'About you': the birthday asked before sign-up, or after a sign-in of an account without one. */
export class BirthdatePresenter {
  value = '';
  error = '';
  busy = false;

  constructor(
    private readonly deps: AuthDeps,
    private readonly minAge: number | null,
    private readonly onConfirmed: () => void,
  ) {
    this.value = deps.birthdate.held() ?? '';
    makeAutoObservable<BirthdatePresenter, 'deps' | 'minAge' | 'onConfirmed'>(this, { deps: false, minAge: false, onConfirmed: false }, { autoBind: true });
  }

  get bounds(): { min: string; max: string } {
    return { min: EARLIEST_BIRTHDAY, max: latestAllowedBirthday({ minAge: this.minAge, today: new Date(this.deps.clock.now()) }) };
  }

  valueTyped(value: string): void {
    this.value = value;
    this.error = '';
  }

  async continueClicked(): Promise<void> {
    if (this.busy) return;
    const issue = validateBirthday(this.value, { minAge: this.minAge, today: new Date(this.deps.clock.now()) });
    if (issue) {
      this.error = issueText(this.deps.i18n, issue);
      return;
    }
    if (!this.deps.session.isSignedIn) {
      // Before sign-up: held until the account exists, then saved to the profile (spec §4).
      this.deps.birthdate.remember(this.value);
      this.onConfirmed();
      return;
    }
    this.busy = true;
    try {
      await this.deps.saveBirthday.execute(this.value);
      this.onConfirmed();
    } catch (error) {
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
