import type { AccountExchangeGateway } from '../../application/ports/AccountExchangeGateway';
import type { EmailAccountGateway, EmailAvailability, PrivateSignUp, StandardSignUp } from '../../application/ports/EmailAccountGateway';
import type { PhoneCodeGateway } from '../../application/ports/PhoneCodeGateway';
import type { ProviderSignInGateway } from '../../application/ports/ProviderSignInGateway';
import type { SessionEndGateway } from '../../application/ports/SessionEndGateway';
import type { DeviceIdentity } from '../../application/ports/DeviceIdentity';
import type { ExchangeOutcome, IdentityProvider, LoginOutcome, Tokens } from '../../domain/auth/Tokens';
import type { ApiClient } from './ApiClient';
import { dataOf, messageOf } from './readers';
import { exchangeOutcomeOf, readLoginOutcome } from './authReaders';
import { parseTokens, readBoolean, readOptional, readRecord, readString } from './wire';

/** The providers whose code exchange needs the redirect URI the user came back to. */
const REDIRECTING_PROVIDERS: ReadonlySet<IdentityProvider> = new Set(['cvespa', 'custom-sso']);

/**
 * Every auth role port over the `/v2/auth` calls. Sign-in calls (login, sign-up, phone code, providers) carry the
 * browser's `deviceId` (api-contract.md "Conventions").
 */
export class HttpAuthGateway implements EmailAccountGateway, AccountExchangeGateway, PhoneCodeGateway, ProviderSignInGateway, SessionEndGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly device: DeviceIdentity,
  ) {}

  async login(email: string, password: string): Promise<LoginOutcome> {
    const answer = await this.api.post('/v2/auth/login', { email, password, deviceId: this.device.deviceId() });
    if (answer.status === 'synchronizing_membership') return { kind: 'synchronizing' };
    return { kind: 'tokens', tokens: parseTokens(answer.data) };
  }

  async signUp(payload: StandardSignUp | PrivateSignUp): Promise<string> {
    const answer = await this.api.post('/v2/auth/sign-up', { ...payload, deviceId: this.device.deviceId() });
    return readString(dataOf(answer, readRecord).token, 'data.token');
  }

  async exchange(exchangeToken: string): Promise<ExchangeOutcome> {
    return exchangeOutcomeOf(await this.api.post('/v2/auth/sign-up/exchange', { token: exchangeToken }));
  }

  async checkEmail(email: string): Promise<EmailAvailability> {
    const answer = await this.api.get('/v2/accounts/available', { email });
    const available = readBoolean(dataOf(answer, readRecord).available, 'data.available');
    // Metadata only says something when the e-mail is known: absent means neither.
    return {
      available,
      hasMembership: readOptional(readBoolean)(answer.metadata.membership, 'metadata.membership') ?? false,
      hasUser: readOptional(readBoolean)(answer.metadata.user, 'metadata.user') ?? false,
    };
  }

  async startOtp(mobilePhone: string): Promise<string> {
    return messageOf(await this.api.post('/v2/auth/otp/start', { mobilePhone }));
  }

  async resendOtp(mobilePhone: string): Promise<string> {
    return messageOf(await this.api.post('/v2/auth/otp/code/send', { mobilePhone }));
  }

  async finishOtp(mobilePhone: string, code: string): Promise<Tokens> {
    const answer = await this.api.post('/v2/auth/otp/finish', { mobilePhone, code, deviceId: this.device.deviceId() });
    return parseTokens(answer.data);
  }

  async withProvider(provider: IdentityProvider, accessToken: string, redirectUri?: string): Promise<LoginOutcome> {
    const body = redirectUri !== undefined && REDIRECTING_PROVIDERS.has(provider) ? { accessToken, redirectUri } : { accessToken };
    const answer = await this.api.post(`/v2/auth/${provider}`, { ...body, deviceId: this.device.deviceId() });
    return dataOf(answer, readLoginOutcome);
  }

  async logout(refreshToken: string, networkId: string): Promise<void> {
    await this.api.send({ method: 'POST', path: '/v2/auth/logout', body: { refreshToken }, keepalive: true, networkId });
  }

  async forgotPassword(email: string): Promise<string> {
    return messageOf(await this.api.post('/auth/forgot-password', { email }));
  }
}
