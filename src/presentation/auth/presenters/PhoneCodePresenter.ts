import { makeAutoObservable, runInAction } from 'mobx';
import type { Membership } from '../../../domain/membership/Membership';
import { sanitizeCode, validateOneTimeCode, ONE_TIME_CODE_LENGTH } from '../../../domain/auth/OneTimeCode';
import { countries, countryMatchesSearch, DEFAULT_PHONE_COUNTRY, parsePhone, phoneCountryOrDefault, sanitizeCountrySearch, type PhoneCountry, type PhoneCountryEntry } from '../../../domain/auth/PhoneNumber';
import type { Countdown } from '../../../application/timing/Countdown';
import type { IpLookup } from '../../../application/ports/IpLookup';
import type { Notifier } from '../../../application/ports/Notifier';
import type { SendPhoneCode } from '../../../application/usecases/auth/SendPhoneCode';
import type { VerifyPhoneCode } from '../../../application/usecases/auth/VerifyPhoneCode';
import type { Lifetime } from '../../kit/Lifetime';
import type { I18n } from '../../i18n/I18n';
import { issueText } from './issueText';
import { toastFailure } from './toastFailure';

/** What the modal learns from the phone step. */
export interface PhoneCodeHooks {
  ageRequired: () => boolean;
  codeSent: () => void;
  signedIn: (membership: Membership) => void;
}

export interface CountryOption extends PhoneCountryEntry {
  name: string;
  flag: string;
}

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The phone code flow (spec §4, §5): country from the IP lookup else Italy, a number valid for it,
 * send (disabled while invalid or counting down), then a 6-digit code whose 6th digit submits.
 */
export class PhoneCodePresenter {
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY;
  number = '';
  numberError = '';
  code = '';
  codeError = '';
  sending = false;
  verifying = false;
  secondsLeft = 0;
  /** The E.164 number the code was sent to. */
  sentTo = '';
  countryPickerOpen = false;
  countrySearch = '';
  /** The age checkbox, when the step shows it (spec §5). */
  ageConfirmed = false;
  ageHighlighted = false;
  private countryPickedByPerson = false;

  constructor(
    private readonly sendCode: Pick<SendPhoneCode, 'execute'>,
    private readonly verifyCode: Pick<VerifyPhoneCode, 'execute'>,
    private readonly networks: IpLookup,
    private readonly countdown: Countdown,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly i18n: I18n,
    private readonly lifetime: Pick<Lifetime, 'signal'>,
    private readonly returnPath: string | null,
    private readonly hooks: PhoneCodeHooks,
  ) {
    this.countdown.subscribe((remaining) => runInAction(() => (this.secondsLeft = remaining)));
    makeAutoObservable<PhoneCodePresenter, 'sendCode' | 'verifyCode' | 'networks' | 'countdown' | 'notifier' | 'i18n' | 'lifetime' | 'returnPath' | 'hooks' | 'countryPickedByPerson'>(
      this,
      { sendCode: false, verifyCode: false, networks: false, countdown: false, notifier: false, i18n: false, lifetime: false, returnPath: false, hooks: false, countryPickedByPerson: false },
      { autoBind: true },
    );
  }

  /** Preselects the visitor's country from the IP lookup (Italy when it fails), unless they already picked one. */
  async locate(): Promise<void> {
    let located: PhoneCountry = DEFAULT_PHONE_COUNTRY;
    try {
      located = phoneCountryOrDefault(await this.networks.ipCountry());
    } catch {
      // Italy, the default of spec §9.
    }
    runInAction(() => {
      if (!this.countryPickedByPerson) this.country = located;
    });
  }

  get parsed() {
    return parsePhone(this.number, this.country);
  }

  get canSend(): boolean {
    return this.parsed.ok && !this.sending && this.secondsLeft === 0;
  }

  get callingCode(): string {
    return countries().find((entry) => entry.code === this.country)?.callingCode ?? '';
  }

  get countryOptions(): CountryOption[] {
    const names = new Intl.DisplayNames([this.i18n.locale], { type: 'region' });
    return countries()
      .map((entry) => ({ ...entry, name: names.of(entry.code) ?? entry.code, flag: flagOf(entry.code) }))
      .filter((entry) => countryMatchesSearch(entry, entry.name, this.countrySearch))
      .sort((a, b) => a.name.localeCompare(b.name, this.i18n.locale));
  }

  get countryFlag(): string {
    return flagOf(this.country);
  }

  numberTyped(value: string): void {
    this.number = value;
    this.numberError = '';
  }

  countryPickerOpened(): void {
    this.countrySearch = '';
    this.countryPickerOpen = true;
  }

  countryPickerClosed(): void {
    this.countryPickerOpen = false;
  }

  countrySearchTyped(value: string): void {
    this.countrySearch = sanitizeCountrySearch(value);
  }

  countryChosen(code: PhoneCountry): void {
    this.countryPickedByPerson = true;
    this.country = code;
    this.countryPickerOpen = false;
    this.numberError = '';
  }

  ageToggled(checked: boolean): void {
    this.ageConfirmed = checked;
    if (checked) this.ageHighlighted = false;
  }

  /** Spec §5: without the age confirmation, a toast and the checkbox highlighted; true when fine. */
  ageCheckPassed(): boolean {
    if (!this.hooks.ageRequired() || this.ageConfirmed) return true;
    this.ageHighlighted = true;
    this.notifier.error(this.i18n.t('auth.age.toast'));
    return false;
  }

  async sendClicked(): Promise<void> {
    const parsed = this.parsed;
    if (!parsed.ok) {
      this.numberError = issueText(this.i18n, parsed.issue, 'phone');
      return;
    }
    if (!this.canSend || !this.ageCheckPassed()) return;
    await this.send(parsed.e164, false);
  }

  async resendClicked(): Promise<void> {
    if (this.secondsLeft > 0 || this.sending || !this.sentTo) return;
    await this.send(this.sentTo, true);
  }

  changeNumberClicked(): void {
    this.code = '';
    this.codeError = '';
  }

  /** The 6th character submits (spec §4); paste is cleaned to digits. */
  codeTyped(value: string): void {
    this.code = sanitizeCode(value, 'phone');
    this.codeError = '';
    if (this.code.length === ONE_TIME_CODE_LENGTH) void this.verifyClicked();
  }

  get canVerify(): boolean {
    return !this.verifying && validateOneTimeCode(this.code, 'phone') === null;
  }

  async verifyClicked(): Promise<void> {
    const issue = validateOneTimeCode(this.code, 'phone');
    if (issue) {
      this.codeError = issueText(this.i18n, issue, 'phone');
      return;
    }
    if (this.verifying) return;
    this.verifying = true;
    try {
      const signal = this.lifetime.signal;
      const membership = await this.verifyCode.execute(this.sentTo, this.code, { returnPath: this.returnPath });
      if (!signal.aborted) this.hooks.signedIn(membership);
    } catch (error) {
      toastFailure(error, this.notifier, this.i18n);
    } finally {
      runInAction(() => (this.verifying = false));
    }
  }

  /** The modal went away: the resend countdown stops ticking. */
  unmounted(): void {
    this.countdown.stop();
  }

  private async send(e164: string, resend: boolean): Promise<void> {
    this.sending = true;
    try {
      await this.sendCode.execute(e164, { resend });
      runInAction(() => {
        this.sentTo = e164;
        this.code = '';
      });
      this.countdown.start();
      if (!resend) this.hooks.codeSent();
    } catch (error) {
      toastFailure(error, this.notifier, this.i18n);
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
