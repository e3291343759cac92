import type { Page } from '../content/Content';
import { safeSitePath } from '../security/SafeSitePath';
import { checkedHttpsUrl } from '../security/SafeUrl';

/** The longest title and text a notification may have (the server refuses longer ones with a ValidationError). */
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1_000;
export const NOTIFICATION_LINK_MAX = 2_048;

export interface Notification {
  id: string;
  title: string;
  body: string;
  /** Where opening it leads; followed only when safe (same origin or https). */
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage extends Page<Notification> {
  unread: number;
}

/** Where a notification may lead: a path of this site (`/harbour-runners/contents/…`) or an `https:` page. */
export function isSafeLink(raw: string): boolean {
  return (raw.startsWith('/') ? safeSitePath(raw) : checkedHttpsUrl(raw)) !== null;
}

/**
 * The path of this site a link leads to: a path as it is, or a full address on this site's own `origin`
 * (`https://community.example/harbour-runners/contents/…`); null for anywhere else. A full address's path is judged
 * as it was written: the URL parser would resolve its dot segments and hide where it leads.
 */
export function sitePathOf(raw: string, origin: string): string | null {
  if (raw.startsWith('/')) return safeSitePath(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.origin === origin ? safeSitePath(raw.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/^(?=[?#]|$)/, '/')) : null;
}
