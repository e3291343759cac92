import type { CustomFieldAnswer } from '../../domain/network/NetworkCustomization';
import type { ExchangeOutcome, IdentityProvider, LoginOutcome, Tokens } from '../../domain/auth/Tokens';

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

export interface AuthGateway {
  /** Tokens, or `synchronizing` (202); 401 InvalidEmailOrPassword. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** The exchange token; 409 MembershipAlreadyExists, 401 InvalidEmailOrPassword, 400 InvalidInvitationCode. */
  signUp(payload: StandardSignUp | PrivateSignUp): Promise<string>;
  exchange(exchangeToken: string): Promise<ExchangeOutcome>;
  checkEmail(email: string): Promise<EmailAvailability>;
  startOtp(mobilePhone: string): Promise<string>;
  resendOtp(mobilePhone: string): Promise<string>;
  finishOtp(mobilePhone: string, code: string): Promise<Tokens>;
  /** Social and SSO providers: tokens, or an exchange token polled like sign-up. */
  withProvider(provider: IdentityProvider, accessToken: string, redirectUri?: string): Promise<LoginOutcome>;
  /** Ends the session on the server: the refresh token stops working. */
  /** Ends the session of `refreshToken` on `networkId`: the network it was signed in on, whichever is shown by then. */
  logout(refreshToken: string, networkId: string): Promise<void>;
  /** The server's confirmation message. */
  forgotPassword(email: string): Promise<string>;
}
export const AUTH_GATEWAY = Symbol.for('AuthGateway');
