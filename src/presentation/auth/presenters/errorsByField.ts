import type { ValidationIssue } from '../../../domain/auth/ValidationIssue';
import type { I18n } from '../../i18n/I18n';
import { issueText } from './issueText';

/** Field → message, for the errors of one form. */
export function errorsByField<Field extends string>(i18n: I18n, errors: readonly (ValidationIssue & { field: Field })[]): Partial<Record<Field, string>> {
  const byField: Partial<Record<Field, string>> = {};
  for (const error of errors) byField[error.field] ??= issueText(i18n, error);
  return byField;
}
