import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../src/domain/membership/Membership';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { ManageAreaPresenter } from '../../../src/presentation/manage/ManageAreaPresenter';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';

function area(role: MemberRole | null, { chat = true } = {}) {
  const i18n = new I18n(new InMemoryCookieJar());
  registerManageMessages(i18n);
  const network = sampleNetwork({ name: 'Harbour Runners' });
  const session = { network: { ...network, features: { ...network.features, chat } }, membership: role ? sampleMembership({ role }) : null };
  return new ManageAreaPresenter(session, i18n);
}

describe('ManageAreaPresenter', () => {
  it('lets a network manager in, names the tab after the section, and lists the sections', () => {
    const manager = area('network_manager');
    expect(manager.gate).toBe('manager');
    expect(manager.pageTitleAt(null)).toBe('Manage');
    expect(manager.pageTitleAt('engagement')).toBe('Engagement');
    expect(manager.pageTitleAt('moderation')).toBe('Moderation');
    expect(manager.pageTitleAt('notifications')).toBe('Notifications');
    expect(manager.sections.map((section) => [section.path, section.label])).toEqual([
      ['/manage/engagement', 'Engagement'],
      ['/manage/moderation', 'Moderation'],
      ['/manage/notifications', 'Notifications'],
      ['/manage/coupons', 'Coupons'],
      ['/manage/chat', 'Chat'],
    ]);
    expect(manager.has('chat')).toBe(true);
    expect(manager.has('billing')).toBe(false);
    expect(manager.has(undefined)).toBe(false);
  });

  it('has no chat section on a network without chat', () => {
    const manager = area('network_manager', { chat: false });
    expect(manager.sections.map((section) => section.key)).toEqual(['engagement', 'moderation', 'notifications', 'coupons']);
    expect(manager.has('chat')).toBe(false);
  });

  it.each([['user'], ['trusted_contributor']] as const)('refuses a %s with "Managers only", without a sign-in offer', (role) => {
    const member = area(role);
    expect(member.gate).toBe('member');
    expect(member.pageTitleAt('engagement')).toBe('Managers only');
    expect(member.refusal).toEqual({ title: 'Managers only', body: 'Only the managers of Harbour Runners can open this area.', offerSignIn: false });
  });

  it('refuses a guest too, offering to sign in', () => {
    const guest = area(null);
    expect(guest.gate).toBe('guest');
    expect(guest.refusal.offerSignIn).toBe(true);
    expect(guest.refusal.body).toBe('Only the managers of Harbour Runners can open this area. If you manage it, sign in.');
  });
});
