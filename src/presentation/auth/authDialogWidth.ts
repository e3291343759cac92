import type { AuthDialogLayout } from '../../domain/auth/AuthFlow';

/** Spec §2, §9, in px: 443 px, 581 px with the cover, 732 px for the private login, full width on phones. */
const AUTH_DIALOG_WIDTHS: Readonly<Record<AuthDialogLayout, number | 'full'>> = {
  compact: 443,
  withCover: 581,
  private: 732,
  fullScreen: 'full',
};

/** The width of the auth dialog in a layout the domain chose. */
export function authDialogWidth(layout: AuthDialogLayout): number | 'full' {
  return AUTH_DIALOG_WIDTHS[layout];
}
