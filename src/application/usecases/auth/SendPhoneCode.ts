import type { PhoneCodeGateway } from '../../ports/PhoneCodeGateway';

/**
 * Spec §4 phone code flow: sends the one-time code to a number in E.164 form (the presenter has
 * checked it against the chosen country), the first time or again after the countdown.
 * Resolves with the server's message.
 */
export class SendPhoneCode {
  constructor(private readonly auth: Pick<PhoneCodeGateway, 'startOtp' | 'resendOtp'>) {}

  execute(mobilePhone: string, options: { resend?: boolean } = {}): Promise<string> {
    return options.resend ? this.auth.resendOtp(mobilePhone) : this.auth.startOtp(mobilePhone);
  }
}
export const SEND_PHONE_CODE = Symbol.for('SendPhoneCode');
