import { describe, expect, it } from 'vitest';
import { type ContentType } from '../../../src/domain/content/Content';
import { ACTIONS, PERMISSION_TABLE, can, type Action, type PermissionContext } from '../../../src/domain/roles/Permission';
import { ROLES, type Role } from '../../../src/domain/roles/Role';

/**
 * Spec §6 transcribed cell by cell, independently of the implementation's table:
 * Y allowed, N denied, ownContent / ownComment only on one's own, admin only as chat admin,
 * notAnnouncement any content type but announcement.
 */
type Cell = 'Y' | 'N' | 'ownContent' | 'ownComment' | 'admin' | 'notAnnouncement';

const SPEC_6: Record<Role, Record<Action, Cell>> = {
  network_manager: {
    'notifications.read': 'Y',
    'notifications.create': 'Y',
    'content.read': 'Y',
    'content.create': 'Y',
    'content.update': 'Y',
    'content.delete': 'Y',
    'content.manage': 'Y',
    'comment.read': 'Y',
    'comment.create': 'Y',
    'comment.update': 'Y',
    'comment.delete': 'Y',
    'profile.update': 'Y',
    'password.update': 'Y',
    'settings.open': 'Y',
    'chat.create': 'Y',
    'chat.manage': 'Y',
    'chat.delete': 'Y',
    'chatAccess.create': 'Y',
    'coupons.manage': 'Y',
  },
  trusted_contributor: {
    'notifications.read': 'Y',
    'notifications.create': 'N',
    'content.read': 'Y',
    'content.create': 'notAnnouncement',
    'content.update': 'ownContent',
    'content.delete': 'ownContent',
    'content.manage': 'ownContent',
    'comment.read': 'Y',
    'comment.create': 'Y',
    'comment.update': 'ownComment',
    'comment.delete': 'ownComment',
    'profile.update': 'Y',
    'password.update': 'Y',
    'settings.open': 'Y',
    'chat.create': 'N',
    'chat.manage': 'admin',
    'chat.delete': 'admin',
    'chatAccess.create': 'N',
    'coupons.manage': 'N',
  },
  user: {
    'notifications.read': 'Y',
    'notifications.create': 'N',
    'content.read': 'Y',
    'content.create': 'N',
    'content.update': 'ownContent',
    'content.delete': 'ownContent',
    'content.manage': 'N',
    'comment.read': 'Y',
    'comment.create': 'Y',
    'comment.update': 'ownComment',
    'comment.delete': 'ownComment',
    'profile.update': 'Y',
    'password.update': 'Y',
    'settings.open': 'Y',
    'chat.create': 'N',
    'chat.manage': 'admin',
    'chat.delete': 'admin',
    'chatAccess.create': 'N',
    'coupons.manage': 'N',
  },
  guest: {
    'notifications.read': 'N',
    'notifications.create': 'N',
    'content.read': 'Y',
    'content.create': 'N',
    'content.update': 'N',
    'content.delete': 'N',
    'content.manage': 'N',
    'comment.read': 'Y',
    'comment.create': 'N',
    'comment.update': 'N',
    'comment.delete': 'N',
    'profile.update': 'N',
    'password.update': 'N',
    'settings.open': 'N',
    'chat.create': 'N',
    'chat.manage': 'N',
    'chat.delete': 'N',
    'chatAccess.create': 'N',
    'coupons.manage': 'N',
  },
};

const ME = 'member-1';
const SOMEONE_ELSE = 'member-2';

/** Everything a condition could ask for: owner of the content and comment, chat admin, a post. */
const MOST_FAVOURABLE: PermissionContext = {
  userId: ME,
  content: { authorId: ME, type: 'post' },
  comment: { creatorId: ME },
  isChatAdmin: true,
};
/** Nothing a condition could ask for: someone else's announcement and comment, not chat admin. */
const LEAST_FAVOURABLE: PermissionContext = {
  userId: ME,
  content: { authorId: SOMEONE_ELSE, type: 'announcement' },
  comment: { creatorId: SOMEONE_ELSE },
  isChatAdmin: false,
};

/** For each conditional cell: the contexts that satisfy it and the ones that must not. */
const CONDITION_CASES: Record<Exclude<Cell, 'Y' | 'N'>, Array<[string, PermissionContext, boolean]>> = {
  ownContent: [
    ['own content', { userId: ME, content: { authorId: ME } }, true],
    ["someone else's content", { userId: ME, content: { authorId: SOMEONE_ELSE } }, false],
    ['content without user id', { content: { authorId: ME } }, false],
    ['content of an empty author by an empty user id', { userId: '', content: { authorId: '' } }, false],
    ['own comment only', { userId: ME, comment: { creatorId: ME } }, false],
    ['no context', {}, false],
  ],
  ownComment: [
    ['own comment', { userId: ME, comment: { creatorId: ME } }, true],
    ["someone else's comment", { userId: ME, comment: { creatorId: SOMEONE_ELSE } }, false],
    ['comment without user id', { comment: { creatorId: ME } }, false],
    ['own content only', { userId: ME, content: { authorId: ME } }, false],
    ['no context', {}, false],
  ],
  admin: [
    ['chat admin', { userId: ME, isChatAdmin: true }, true],
    ['not chat admin', { userId: ME, isChatAdmin: false }, false],
    ['admin flag unknown', { userId: ME }, false],
  ],
  notAnnouncement: [
    ...(['post', 'video', 'event'] satisfies ContentType[]).map(
      (type): [string, PermissionContext, boolean] => [`type ${type}`, { userId: ME, content: { type } }, true],
    ),
    ['type announcement', { userId: ME, content: { type: 'announcement' } }, false],
    ['type unknown', { userId: ME }, false],
  ],
};

const cells = ROLES.flatMap((role) => ACTIONS.map((action) => ({ role, action, cell: SPEC_6[role][action] })));

describe('can: spec §6', () => {
  it('has a rule for every role and action, and nothing else', () => {
    expect(Object.keys(PERMISSION_TABLE).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(Object.keys(PERMISSION_TABLE[role]).sort()).toEqual([...ACTIONS].sort());
  });

  describe.each(cells.filter(({ cell }) => cell === 'Y'))('$role may $action', ({ role, action }) => {
    it.each([
      ['without context', {}],
      ["on someone else's announcement, not as chat admin", LEAST_FAVOURABLE],
    ])('%s', (_, context) => {
      expect(can(role, action, context)).toBe(true);
    });
  });

  describe.each(cells.filter(({ cell }) => cell === 'N'))('$role may not $action', ({ role, action }) => {
    it.each([
      ['without context', {}],
      ['on their own post, as chat admin', MOST_FAVOURABLE],
    ])('%s', (_, context) => {
      expect(can(role, action, context)).toBe(false);
    });
  });

  describe.each(cells.flatMap(({ role, action, cell }) => (cell === 'Y' || cell === 'N' ? [] : [{ role, action, cell }])))(
    '$role may $action only under condition $cell',
    ({ role, action, cell }) => {
      it.each(CONDITION_CASES[cell])('%s → %s', (_, context, allowed) => {
        expect(can(role, action, context)).toBe(allowed);
      });
    },
  );

  it('treats a missing context as no context', () => {
    expect(can('user', 'content.update')).toBe(false);
    expect(can('user', 'content.read')).toBe(true);
  });
});
