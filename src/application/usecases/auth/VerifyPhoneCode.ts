import type { Membership } from '../../../domain/membership/Membership';
import type { PhoneCodeGateway } from '../../ports/PhoneCodeGateway';
import type { AfterLoginOptions, CompleteLogin } from './CompleteLogin';

/**
 * Spec §4: the code sent to the phone buys tokens, and the membership is obtained with them (signing
 * in and signing up are the same here). Rejects with ApiError InvalidCode for a wrong or old code.
 */
export class VerifyPhoneCode {
  constructor(
    private readonly auth: Pick<PhoneCodeGateway, 'finishOtp'>,
    private readonly completeLogin: Pick<CompleteLogin, 'execute'>,
  ) {}

  async execute(mobilePhone: string, code: string, options: AfterLoginOptions = {}): Promise<Membership> {
    const tokens = await this.auth.finishOtp(mobilePhone, code.trim());
    return this.completeLogin.execute(tokens, options);
  }
}
export const VERIFY_PHONE_CODE = Symbol.for('VerifyPhoneCode');
