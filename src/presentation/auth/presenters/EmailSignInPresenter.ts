import { makeAutoObservable } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import { EmailSignInForm, validateForm } from '../../../domain/auth/validation';
import { INPUT_LIMITS } from '../../../domain/input/InputLimits';
import type { Notifier } from '../../../application/ports/Notifier';
import type { SignInWithEmail } from '../../../application/usecases/auth/SignInWithEmail';
import { lengthNote, type FieldNote } from '../../kit/lengthNote';
import type { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import { errorsByField } from './errorsByField';
import { requestWhileBusy } from './requestWhileBusy';

/** The e-mail login form (sign-in step, and the private network's login-with-email view). */
export class EmailSignInPresenter {
  email = '';
  password = '';
  errors: Partial<Record<'email' | 'password', string>> = {};
  busy = false;

  constructor(
    private readonly signIn: Pick<SignInWithEmail, 'execute'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly lifetime: Pick<Lifetime, 'signal'>,
    private readonly returnPath: string | null,
    private readonly onSignedIn: (membership: Membership) => void,
  ) {
    makeAutoObservable<EmailSignInPresenter, 'signIn' | 'notifier' | 'i18n' | 'lifetime' | 'returnPath' | 'onSignedIn'>(
      this,
      { signIn: false, notifier: false, i18n: false, lifetime: false, returnPath: false, onSignedIn: false },
      { autoBind: true },
    );
  }

  /** The password counts its characters near its limit. */
  get passwordNote(): FieldNote {
    return lengthNote(this.i18n, this.password, INPUT_LIMITS.password, { problem: this.errors.password });
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
    this.errors = errorsByField(this.i18n, errors);
    if (errors.length > 0) return;
    // Spec §8: a sign-in failure, wrong credentials included, is the server's message in a toast. (The
    // invalid-credentials popup is sign-up's: saying more here would tell who has an account.)
    await requestWhileBusy(this, this.notifier, this.i18n, async () => {
      const membership = await this.signIn.execute({ email: this.email, password: this.password }, { signal: this.lifetime.signal, returnPath: this.returnPath });
      this.onSignedIn(membership);
    });
  }
}
