import type { CustomFieldAnswer } from '../../domain/network/NetworkCustomization';
import type { LoginOutcome } from '../../domain/auth/Tokens';

export interface StandardSignUp {
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface PrivateSignUp extends StandardSignUp {
  firstName: string;
  lastName: string;
  invitationCode: string;
  birthday?: string;
  customFields?: CustomFieldAnswer[];
}

export interface EmailAvailability {
  available: boolean;
  hasMembership: boolean;
  hasUser: boolean;
}

/** The e-mail and password flows of spec §4: sign in, sign up, the e-mail check that picks between them, a forgotten password. */
export interface EmailAccountGateway {
  /** Tokens, or `synchronizing` (202); 401 InvalidEmailOrPassword. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** The exchange token; 409 MembershipAlreadyExists, 401 InvalidEmailOrPassword, 400 InvalidInvitationCode. */
  signUp(payload: StandardSignUp | PrivateSignUp): Promise<string>;
  checkEmail(email: string): Promise<EmailAvailability>;
  /** The server's confirmation message. */
  forgotPassword(email: string): Promise<string>;
}
export const EMAIL_ACCOUNT_GATEWAY = Symbol.for('EmailAccountGateway');
