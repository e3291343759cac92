import type { Tokens } from '../../domain/auth/Tokens';

/** Sign-in with a one-time code sent by SMS (spec §4). */
export interface PhoneCodeGateway {
  startOtp(mobilePhone: string): Promise<string>;
  resendOtp(mobilePhone: string): Promise<string>;
  finishOtp(mobilePhone: string, code: string): Promise<Tokens>;
}
export const PHONE_CODE_GATEWAY = Symbol.for('PhoneCodeGateway');
