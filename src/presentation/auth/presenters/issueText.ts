import type { ValidationIssue } from '../../../domain/auth/ValidationIssue';
import type { I18n } from '../../i18n/I18n';
import '../authMessages';

/** The words for a validation issue of the domain (spec §5 wording where the spec gives it). */
export function issueText(i18n: I18n, issue: ValidationIssue, kind: 'phone' | 'email' = 'email'): string {
  switch (issue.code) {
    case 'required':
      return i18n.t('auth.error.required');
    case 'invalidEmail':
      return i18n.t('auth.error.invalidEmail');
    case 'hiddenCharacters':
      return i18n.t('auth.error.hiddenCharacters');
    case 'tooShort':
      return i18n.t('auth.error.tooShort', { min: issue.min });
    case 'tooLong':
      return i18n.t('auth.error.tooLong', { max: issue.max });
    case 'letterAndNumberRequired':
      return i18n.t('auth.error.letterAndNumber');
    case 'specialCharacterRequired':
      return i18n.t('auth.error.special');
    case 'mismatch':
      return i18n.t('auth.error.mismatch');
    case 'invalidDate':
      return i18n.t('auth.error.invalidDate');
    case 'tooEarly':
      return i18n.t('auth.error.tooEarly');
    case 'notOldEnough':
      return i18n.t('auth.error.notOldEnough', { age: issue.minAge });
    case 'inFuture':
      return i18n.t('auth.error.future');
    case 'wrongLength':
    case 'digitsOnly':
      return i18n.t(kind === 'phone' ? 'auth.error.codeDigits' : 'auth.error.code');
    case 'invalidPhone':
    case 'phoneTooShort':
    case 'phoneTooLong':
      return i18n.t('auth.error.invalidPhone');
  }
}
