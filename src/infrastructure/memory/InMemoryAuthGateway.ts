import { ApiError } from '../../application/errors/ApiError';
import type { AccountExchangeGateway } from '../../application/ports/AccountExchangeGateway';
import type { EmailAccountGateway, EmailAvailability, PrivateSignUp, StandardSignUp } from '../../application/ports/EmailAccountGateway';
import type { PhoneCodeGateway } from '../../application/ports/PhoneCodeGateway';
import type { ProviderSignInGateway } from '../../application/ports/ProviderSignInGateway';
import type { SessionEndGateway } from '../../application/ports/SessionEndGateway';

type AuthRoles = EmailAccountGateway & AccountExchangeGateway & PhoneCodeGateway & ProviderSignInGateway & SessionEndGateway;
import type { ExchangeOutcome, IdentityProvider, LoginOutcome, Tokens } from '../../domain/auth/Tokens';
import { play, ScriptedGateway, type Scripted } from './ScriptedGateway';

export interface InMemoryAccount {
  email: string;
  password: string;
  /** False for a user known to the platform but not yet a member of this network. */
  member: boolean;
}

/**
 * Accounts by e-mail with the obvious rules (wrong password, existing membership, invitation code,
 * one-time codes). Tests script the answers the rules cannot produce with the `queue…` methods.
 */
export class InMemoryAuthGateway extends ScriptedGateway<keyof AuthRoles> implements EmailAccountGateway, AccountExchangeGateway, PhoneCodeGateway, ProviderSignInGateway, SessionEndGateway {
  readonly accounts = new Map<string, InMemoryAccount>();
  invitationCode = 'WELCOME';
  /** Every one-time code sent, by phone number; the last one is the good one. */
  readonly sentCodes = new Map<string, string[]>();
  private readonly loginOutcomes: Scripted<LoginOutcome>[] = [];
  private readonly exchangeOutcomes: Scripted<ExchangeOutcome>[] = [];
  private readonly providerOutcomes: Scripted<LoginOutcome>[] = [];
  private readonly exchangeTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private issued = 0;

  constructor(accounts: InMemoryAccount[] = []) {
    super();
    for (const account of accounts) this.accounts.set(account.email, account);
  }

  /** Answers of the next logins, before the accounts are consulted. */
  queueLogin(...outcomes: Scripted<LoginOutcome>[]): void {
    this.loginOutcomes.push(...outcomes);
  }

  /** Answers of the next exchanges, e.g. a few `{kind: 'pending'}` first. */
  queueExchange(...outcomes: Scripted<ExchangeOutcome>[]): void {
    this.exchangeOutcomes.push(...outcomes);
  }

  queueProvider(...outcomes: Scripted<LoginOutcome>[]): void {
    this.providerOutcomes.push(...outcomes);
  }

  async login(email: string, password: string): Promise<LoginOutcome> {
    this.enter('login', email, password);
    const scripted = this.loginOutcomes.shift();
    if (scripted) return play(scripted);
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw invalidCredentials();
    account.member = true;
    return { kind: 'tokens', tokens: this.issueTokens() };
  }

  async signUp(payload: StandardSignUp | PrivateSignUp): Promise<string> {
    this.enter('signUp', payload);
    const account = this.accounts.get(payload.email);
    if (account?.member) throw new ApiError(409, 'MembershipAlreadyExists', 'You are already a member of this network.');
    if (account && account.password !== payload.password) throw invalidCredentials();
    if ('invitationCode' in payload && payload.invitationCode !== this.invitationCode) {
      throw new ApiError(400, 'InvalidInvitationCode', 'The invitation code is not valid.');
    }
    this.accounts.set(payload.email, { email: payload.email, password: payload.password, member: true });
    const exchangeToken = `exchange-${++this.issued}`;
    this.exchangeTokens.add(exchangeToken);
    return exchangeToken;
  }

  async exchange(exchangeToken: string): Promise<ExchangeOutcome> {
    this.enter('exchange', exchangeToken);
    const scripted = this.exchangeOutcomes.shift();
    if (scripted) return play(scripted);
    if (!this.exchangeTokens.delete(exchangeToken)) throw new ApiError(400, 'InvalidToken', 'The sign-up token is not valid.');
    return { kind: 'completed', tokens: this.issueTokens() };
  }

  async checkEmail(email: string): Promise<EmailAvailability> {
    this.enter('checkEmail', email);
    const account = this.accounts.get(email);
    return { available: !account, hasMembership: account?.member ?? false, hasUser: account !== undefined };
  }

  async startOtp(mobilePhone: string): Promise<string> {
    this.enter('startOtp', mobilePhone);
    return this.sendCode(mobilePhone);
  }

  async resendOtp(mobilePhone: string): Promise<string> {
    this.enter('resendOtp', mobilePhone);
    return this.sendCode(mobilePhone);
  }

  async finishOtp(mobilePhone: string, code: string): Promise<Tokens> {
    this.enter('finishOtp', mobilePhone, code);
    if (this.latestCodeFor(mobilePhone) !== code) throw new ApiError(400, 'InvalidCode', 'The code is not valid.');
    this.sentCodes.delete(mobilePhone);
    return this.issueTokens();
  }

  async withProvider(provider: IdentityProvider, accessToken: string, redirectUri?: string): Promise<LoginOutcome> {
    this.enter('withProvider', provider, accessToken, redirectUri);
    const scripted = this.providerOutcomes.shift();
    return scripted ? play(scripted) : { kind: 'tokens', tokens: this.issueTokens() };
  }

  async logout(refreshToken: string, networkId: string): Promise<void> {
    this.enter('logout', refreshToken, networkId);
    this.refreshTokens.delete(refreshToken);
  }

  async forgotPassword(email: string): Promise<string> {
    this.enter('forgotPassword', email);
    return `If ${email} has an account, an e-mail with a link to reset the password is on its way.`;
  }

  latestCodeFor(mobilePhone: string): string | null {
    return this.sentCodes.get(mobilePhone)?.at(-1) ?? null;
  }

  /** Whether a refresh token handed out is still good (logout revokes it). */
  isRefreshTokenValid(refreshToken: string): boolean {
    return this.refreshTokens.has(refreshToken);
  }

  /** Tokens as the server would issue them. */
  issueTokens(): Tokens {
    const serial = ++this.issued;
    const tokens = { accessToken: `access-${serial}`, refreshToken: `refresh-${serial}` };
    this.refreshTokens.add(tokens.refreshToken);
    return tokens;
  }

  private sendCode(mobilePhone: string): string {
    const sent = this.sentCodes.get(mobilePhone) ?? [];
    // Each resend gives a new code, so a test can tell a stale code from the good one.
    this.sentCodes.set(mobilePhone, [...sent, String(123456 + sent.length)]);
    return `A code was sent to ${mobilePhone}.`;
  }
}

function invalidCredentials(): ApiError {
  return new ApiError(401, 'InvalidEmailOrPassword', 'The e-mail or the password is not correct.');
}
