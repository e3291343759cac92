/**
 * Spec §5: e-mails are trimmed and lowercased before any submit (sign-in, sign-up, checks, reset).
 * The one home of the rule: use cases, forms and the fake back end all call it.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
