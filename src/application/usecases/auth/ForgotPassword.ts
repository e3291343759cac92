import type { EmailAccountGateway } from '../../ports/EmailAccountGateway';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';

/** Spec §4: asks for a password-reset e-mail; resolves with the server's message (a success toast). */
export class ForgotPassword {
  constructor(private readonly auth: Pick<EmailAccountGateway, 'forgotPassword'>) {}

  execute(email: string): Promise<string> {
    return this.auth.forgotPassword(normalizeEmail(email));
  }
}
export const FORGOT_PASSWORD = Symbol.for('ForgotPassword');
