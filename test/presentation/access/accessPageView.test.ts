import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../src/domain/membership/Membership';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { accessPageView, type AccessPageKind } from '../../../src/presentation/access/accessPageView';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerPagesMessages } from '../../../src/presentation/pages/pagesMessages';

type Member = Pick<Membership, 'isAccessAuthorized' | 'accessDenyReason'>;

const authorized: Member = { isAccessAuthorized: true, accessDenyReason: null };
const refused = (accessDenyReason: string): Member => ({ isAccessAuthorized: false, accessDenyReason });

function viewOf(kind: AccessPageKind, member: Member | null, addressReason: string | null = null) {
  const i18n = new I18n(new InMemoryCookieJar());
  registerPagesMessages(i18n);
  return accessPageView(i18n, { kind, networkName: 'Fit Studio', member, addressReason });
}

describe('what /subscribe and /paywall say', () => {
  it.each([
    ['subscribe', 'Subscribe to Fit Studio', 'Fit Studio is available to subscribers. Sign in if you already have a subscription.'],
    ['paywall', 'Unlock Fit Studio', 'Fit Studio is available after a one-time purchase. Sign in if you already bought access.'],
  ] as const)('on /%s a guest is told what the network offers and may sign in, whatever the address says', (kind, title, explanation) => {
    expect(viewOf(kind, null)).toEqual({ title, explanation, action: 'signIn' });
    expect(viewOf(kind, null, 'canceled')).toEqual({ title, explanation, action: 'signIn' });
  });

  it.each([
    ['not_subscribable', 'Your account has no active subscription to this network.'],
    ['canceled', 'Your subscription was canceled, so the contents are no longer available.'],
    ['not_purchased', 'Your account has not purchased access to this network yet.'],
    ['private', 'This network is private: only its members can see it.'],
    ['banned', 'Your account does not have access to this network (banned).'],
  ])('a member refused for “%s” is told: %s', (reason, explanation) => {
    expect(viewOf('subscribe', refused(reason))).toEqual({ title: 'Subscribe to Fit Studio', explanation, action: null });
    expect(viewOf('paywall', refused('not_subscribable'), reason).explanation).toBe(explanation);
  });

  it('a member refused without a reason from the server is told the default one, not the guest text', () => {
    const noReason: Member = { isAccessAuthorized: false, accessDenyReason: null };
    expect(viewOf('subscribe', noReason)).toEqual({ title: 'Subscribe to Fit Studio', explanation: 'Your account has no active subscription to this network.', action: null });
  });

  it('a member with access is told so and may go in, unless the address names a reason', () => {
    expect(viewOf('paywall', authorized)).toEqual({ title: 'Unlock Fit Studio', explanation: 'Your account has access to this network.', action: 'goHome' });
    expect(viewOf('paywall', authorized, 'canceled')).toEqual({
      title: 'Unlock Fit Studio',
      explanation: 'Your subscription was canceled, so the contents are no longer available.',
      action: 'goHome',
    });
  });
});
