import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../src/domain/membership/Membership';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { ManageAreaPresenter } from '../../../src/presentation/manage/ManageAreaPresenter';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';

function area(role: MemberRole | null) {
  const i18n = new I18n(new InMemoryCookieJar());
  registerManageMessages(i18n);
  const session = { network: sampleNetwork({ name: 'Harbour Runners' }), membership: role ? sampleMembership({ role }) : null };
  return new ManageAreaPresenter(session, i18n);
}

describe('ManageAreaPresenter', () => {
  it('lets a network manager in, names the tab after the section, and lists the sections', () => {
    const manager = area('network_manager');
    expect(manager.gate).toBe('manager');
    expect(manager.pageTitleAt('/manage')).toBe('Manage');
    expect(manager.pageTitleAt('/manage/engagement')).toBe('Engagement');
    expect(manager.pageTitleAt('/manage/moderation')).toBe('Moderation');
    expect(manager.sections.map((section) => [section.path, section.label])).toEqual([
      ['/manage/engagement', 'Engagement'],
      ['/manage/moderation', 'Moderation'],
    ]);
  });

  it.each([['user'], ['trusted_contributor']] as const)('refuses a %s with "Managers only", without a sign-in offer', (role) => {
    const member = area(role);
    expect(member.gate).toBe('member');
    expect(member.pageTitleAt('/manage/engagement')).toBe('Managers only');
    expect(member.refusal).toEqual({ title: 'Managers only', body: 'Only the managers of Harbour Runners can open this area.', offerSignIn: false });
  });

  it('refuses a guest too, offering to sign in', () => {
    const guest = area(null);
    expect(guest.gate).toBe('guest');
    expect(guest.refusal.offerSignIn).toBe(true);
    expect(guest.refusal.body).toBe('Only the managers of Harbour Runners can open this area. If you manage it, sign in.');
  });
});
