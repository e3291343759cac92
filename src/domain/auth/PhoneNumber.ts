// Only the /min metadata: the full one weighs 50 KB more and the rules here need lengths only.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { type ValidationIssue } from './ValidationIssue';

/** An ISO 3166-1 alpha-2 country the phone metadata knows. */
export type PhoneCountry = CountryCode;

/** Spec §9: Italy, when the IP lookup gives no usable country. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'IT';

export interface PhoneCountryEntry {
  code: PhoneCountry;
  /** Digits only, without '+'. */
  callingCode: string;
}

export type PhoneIssue = Extract<ValidationIssue, { code: 'required' | 'invalidPhone' | 'phoneTooShort' | 'phoneTooLong' }>;

export type PhoneParseResult = { ok: true; e164: string } | { ok: false; issue: PhoneIssue };

/** The country preselected from the IP lookup's `countryCode` (spec §7), else Italy. */
export function phoneCountryOrDefault(isoCode: string | null | undefined): PhoneCountry {
  const code = isoCode?.trim().toUpperCase() ?? '';
  return isSupportedCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

/** Every country of the picker with its calling code; names come from the UI's locale. */
export function countries(): PhoneCountryEntry[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

/**
 * The number as E.164 when it is valid for the chosen country (spec §5). A calling code the person
 * typed anyway is removed: with '+' or '00' always, bare ('39 333…') when the digits without it make
 * a valid number and the digits with it do not. A number of another country is invalid here: the
 * person picks that country instead.
 */
export function parsePhone(input: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): PhoneParseResult {
  const text = input.trim();
  if (text === '') return rejected({ code: 'required' });
  const phone = parsePhoneNumberFromString(text, country);
  if (phone !== undefined && phone.countryCallingCode !== getCountryCallingCode(country)) return rejected({ code: 'invalidPhone' });
  if (phone !== undefined && phone.isValid()) return { ok: true, e164: phone.number };
  switch (validatePhoneNumberLength(text, country)) {
    case 'TOO_SHORT':
      return rejected({ code: 'phoneTooShort' });
    case 'TOO_LONG':
      return rejected({ code: 'phoneTooLong' });
    default:
      return rejected({ code: 'invalidPhone' });
  }
}

function rejected(issue: PhoneIssue): PhoneParseResult {
  return { ok: false, issue };
}

// Letters of any script keep their combining marks, or Devanagari and Thai words would fall apart.
const EVERY_NON_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{Nd}]/gu;
const EVERY_MARK = /\p{M}/gu;
const DIGITS = /^[0-9]+$/;

/** Spec §2, §5: the country search keeps letters (any script) and digits only. */
export function sanitizeCountrySearch(text: string): string {
  return text.replace(EVERY_NON_LETTER_OR_DIGIT, '');
}

/**
 * Whether a country answers the search: digits match the start of the calling code ('+39' → Italy);
 * letters match inside the localized name, ignoring case, accents and the spaces the search cannot
 * hold ('cote' and 'costad' find "Côte d'Ivoire" and "Costa d'Avorio"), or the ISO code exactly.
 */
export function countryMatchesSearch(country: PhoneCountryEntry, localizedName: string, search: string): boolean {
  const wanted = searchKey(search);
  if (wanted === '') return true;
  if (DIGITS.test(wanted)) return country.callingCode.startsWith(wanted);
  return searchKey(localizedName).includes(wanted) || country.code.toLowerCase() === wanted;
}

function searchKey(text: string): string {
  return sanitizeCountrySearch(text).normalize('NFD').replace(EVERY_MARK, '').toLowerCase();
}
