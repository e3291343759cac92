import { visitorStateOf } from '../../domain/access/AccessPolicy';
import type { Membership } from '../../domain/membership/Membership';
import type { I18n, TranslationKey } from '../i18n/I18n';

export type AccessPageKind = 'subscribe' | 'paywall';

export interface AccessPageView {
  title: string;
  /** Why the visitor is here: what the network offers a guest, or why a member's account has no access. */
  explanation: string;
  /** A guest may sign in; a member who has access may go in; a member without access has nothing to do here. */
  action: 'signIn' | 'goHome' | null;
}

const TITLES: Record<AccessPageKind, TranslationKey> = {
  subscribe: 'access.subscribe.title',
  paywall: 'access.paywall.title',
};

const GUEST_EXPLANATIONS: Record<AccessPageKind, TranslationKey> = {
  subscribe: 'access.subscribe.guest',
  paywall: 'access.paywall.guest',
};

/**
 * What /subscribe and /paywall say, where the access policy sends a visitor who may not read the
 * network. A member is told the `deny_reason` of the address, else their own deny reason; a reason
 * without words of its own is named in a general sentence.
 */
export function accessPageView(
  i18n: Pick<I18n, 't' | 'has'>,
  page: { kind: AccessPageKind; networkName: string; member: Pick<Membership, 'isAccessAuthorized' | 'accessDenyReason'> | null; addressReason: string | null },
): AccessPageView {
  const { kind, networkName: name, member } = page;
  const visitor = visitorStateOf(member);
  // The domain names a reason for every member without access (its default when the server gave none).
  const reason = visitor.kind === 'member' ? (page.addressReason ?? (visitor.authorized ? null : visitor.reason)) : null;
  const explanation = reason ? denyReasonMessage(i18n, reason) : member?.isAccessAuthorized ? i18n.t('access.authorized') : i18n.t(GUEST_EXPLANATIONS[kind], { name });
  return {
    title: i18n.t(TITLES[kind], { name }),
    explanation,
    action: !member ? 'signIn' : member.isAccessAuthorized ? 'goHome' : null,
  };
}

function denyReasonMessage(i18n: Pick<I18n, 't' | 'has'>, reason: string): string {
  const key = `access.reason.${reason}`;
  return i18n.has(key) ? i18n.t(key) : i18n.t('access.reason.other', { reason });
}
