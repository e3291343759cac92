import type { EmailAccountGateway } from '../../ports/EmailAccountGateway';
import type { Clock } from '../../ports/Clock';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';

/** Spec §9: the e-mail is checked once typing has stopped this long. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/** Spec §8: what the check found; each opens its credentials-conflict popup. */
export type EmailConflict = 'has_membership' | 'has_user';

export type EmailAvailabilityReport =
  | { kind: 'checked'; email: string; conflict: EmailConflict | null }
  /** The check failed; `error` is usually an ApiError whose message the presenter toasts. */
  | { kind: 'failed'; email: string; error: unknown };

export type EmailAvailabilityListener = (report: EmailAvailabilityReport) => void;

/**
 * Spec §5 and §8: the sign-up e-mail is checked 500 ms after typing stops, when it looks valid; a
 * membership or a user found for it is reported so the conflict popup opens, and the e-mail is
 * remembered. Not an execute-only use case: it has to remember between keystrokes the pending
 * timer, the e-mail being checked (to drop answers about an e-mail typed over since) and the
 * conflicting e-mail, so it is a small stateful object, one per form.
 */
export class EmailAvailabilityCheck {
  private typed = '';
  private cancelPending: (() => void) | null = null;
  /** The check whose answer is still wanted; replaced (or cleared) as soon as the e-mail changes. */
  private current: { email: string } | null = null;
  private conflicting: string | null = null;

  constructor(
    private readonly auth: Pick<EmailAccountGateway, 'checkEmail'>,
    private readonly clock: Pick<Clock, 'schedule'>,
    private listener: EmailAvailabilityListener | null = null,
  ) {}

  /** The last e-mail found to have a membership or a user (normalized), e.g. to prefill sign-in. */
  get conflictingEmail(): string | null {
    return this.conflicting;
  }

  /** Replaces the listener (the container builds this object before its presenter exists). */
  onResult(listener: EmailAvailabilityListener): void {
    this.listener = listener;
  }

  emailTyped(raw: string): void {
    const email = normalizeEmail(raw);
    // Re-reporting the same text (blur, a no-op change) must not restart or drop a check.
    if (email === this.typed) return;
    this.typed = email;
    this.cancelPending?.();
    this.cancelPending = null;
    this.current = null;
    if (!looksLikeEmail(email)) return;
    this.cancelPending = this.clock.schedule(EMAIL_CHECK_DEBOUNCE_MS, () => {
      this.cancelPending = null;
      void this.check(email);
    });
  }

  /** Drops the check waiting to start and the answer still expected (its form went away); typing again starts over. */
  cancel(): void {
    this.cancelPending?.();
    this.cancelPending = null;
    this.current = null;
    this.typed = '';
  }

  private async check(email: string): Promise<void> {
    const check = { email };
    this.current = check;
    let report: EmailAvailabilityReport;
    try {
      const availability = await this.auth.checkEmail(email);
      const conflict: EmailConflict | null = availability.hasMembership ? 'has_membership' : availability.hasUser ? 'has_user' : null;
      report = { kind: 'checked', email, conflict };
    } catch (error) {
      report = { kind: 'failed', email, error };
    }
    if (this.current !== check) return;
    this.current = null;
    if (report.kind === 'checked' && report.conflict !== null) this.conflicting = email;
    this.listener?.(report);
  }
}
export const EMAIL_AVAILABILITY_CHECK = Symbol.for('EmailAvailabilityCheck');

/**
 * Only addresses that could be real are worth a request: something@domain.tld, no spaces. The form's
 * full §5 rule is applied by the presenter when the form is submitted.
 */
function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}
