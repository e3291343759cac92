import { limitedLength } from '../../domain/input/InputLimits';
import type { I18n } from '../i18n/I18n';

/** The counter shows from this share of the limit on: further below, it would only be noise. */
const COUNTER_FROM_SHARE = 0.8;

/** What a text field shows under itself: MUI's `error` and `helperText`, which the field announces (aria-describedby). */
export interface FieldNote {
  error: boolean;
  helperText: string | undefined;
}

/**
 * The one note of a field with a length limit (DESIGN.md Conventions): its problem when it has one; else, from 80% of the
 * limit on, "4,100 / 5,000" (past the limit the field is in error and says by how much); else its hint.
 */
export function lengthNote(i18n: I18n, text: string, max: number, { problem, hint }: { problem?: string; hint?: string } = {}): FieldNote {
  const length = limitedLength(text);
  if (problem || length < max * COUNTER_FROM_SHARE) return problemNote(problem, hint);
  const numbers = { count: formatCount(length, i18n), max: formatCount(max, i18n) };
  if (length <= max) return { error: false, helperText: i18n.t('limits.counter', numbers) };
  const excess = length - max;
  return { error: true, helperText: excess === 1 ? i18n.t('limits.overOne', numbers) : i18n.t('limits.over', { ...numbers, excess: formatCount(excess, i18n) }) };
}

/** The note of a field without a length limit: its problem, else its hint. */
export function problemNote(problem: string | undefined, hint?: string): FieldNote {
  return problem ? { error: true, helperText: problem } : { error: false, helperText: hint };
}

/** "4,100" or "4.100". Only near a limit, never in a first render: the first Intl formatter loads locale data. */
function formatCount(count: number, i18n: I18n): string {
  return count.toLocaleString(i18n.locale);
}
