import { makeAutoObservable, runInAction } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import { EmailSignInForm, validateForm } from '../../../domain/auth/validation';
import type { AuthDeps } from './AuthDeps';
import { errorsByField } from './errorsByField';
import { toastFailure } from './toastFailure';

/** The e-mail login form (sign-in step, and the private network's login-with-email view). */
export class EmailSignInPresenter {
  email = '';
  password = '';
  errors: Partial<Record<'email' | 'password', string>> = {};
  busy = false;

  constructor(
    private readonly deps: AuthDeps,
    private readonly signal: AbortSignal,
    private readonly returnPath: string | null,
    private readonly onSignedIn: (membership: Membership) => void,
  ) {
    makeAutoObservable<EmailSignInPresenter, 'deps' | 'signal' | 'returnPath' | 'onSignedIn'>(this, { deps: false, signal: false, returnPath: false, onSignedIn: false }, { autoBind: true });
  }

  emailTyped(value: string): void {
    this.email = value;
    delete this.errors.email;
  }

  passwordTyped(value: string): void {
    this.password = value;
    delete this.errors.password;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    const errors = validateForm(new EmailSignInForm({ email: this.email, password: this.password }));
    this.errors = errorsByField(this.deps.i18n, errors);
    if (errors.length > 0) return;
    this.busy = true;
    try {
      const membership = await this.deps.signInWithEmail.execute({ email: this.email, password: this.password }, { signal: this.signal, returnPath: this.returnPath });
      this.onSignedIn(membership);
    } catch (error) {
      // Spec §8: a sign-in failure, wrong credentials included, is the server's message in a toast. (The
      // invalid-credentials popup is sign-up's: saying more here would tell who has an account.)
      toastFailure(error, this.deps.notifier, this.deps.i18n);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
