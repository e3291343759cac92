import type { ContentType } from '../content/Content';
import type { Role } from './Role';

export const ACTIONS = [
  'notifications.read',
  'notifications.create',
  'content.read',
  'content.create',
  'content.update',
  'content.delete',
  'content.manage',
  'comment.read',
  'comment.create',
  'comment.update',
  'comment.delete',
  'profile.update',
  'password.update',
  'settings.open',
  'chat.create',
  'chat.manage',
  'chat.delete',
  'chatAccess.create',
  'coupons.manage',
] as const;

export type Action = (typeof ACTIONS)[number];

/**
 * When a role may perform an action:
 * - `always` / `never`: unconditionally;
 * - `ownContent` / `ownComment`: only on content the user authored / a comment the user created;
 * - `exceptAnnouncement`: only for a known content type other than `announcement`;
 * - `asChatAdmin`: only when the user administers the chat at hand.
 */
export type PermissionRule = 'always' | 'never' | 'ownContent' | 'ownComment' | 'exceptAnnouncement' | 'asChatAdmin';

/** What the rule of a cell needs to know about the subject of the action. */
export interface PermissionContext {
  userId?: string;
  /** The content acted on; for `content.create`, `type` is the type about to be created. */
  content?: { authorId?: string; type?: ContentType };
  comment?: { creatorId: string };
  isChatAdmin?: boolean;
}

const EVERYTHING: Readonly<Record<Action, PermissionRule>> = Object.fromEntries(
  ACTIONS.map((action) => [action, 'always']),
) as Record<Action, PermissionRule>;

/** What §6 says alike of trusted contributors and users: comments, their own account, and chat. */
const MEMBERS_ALIKE = {
  'comment.read': 'always',
  'comment.create': 'always',
  'comment.update': 'ownComment',
  'comment.delete': 'ownComment',
  'profile.update': 'always',
  'password.update': 'always',
  // Not listed for members, but settings is where profile and password are updated, which §6
  // grants; only guests are said not to open it.
  'settings.open': 'always',
  'chat.create': 'never',
  'chat.manage': 'asChatAdmin',
  'chat.delete': 'asChatAdmin',
} as const satisfies Partial<Record<Action, PermissionRule>>;

/**
 * Spec §6 as one table: every role × every action. Cells the spec leaves silent take the
 * restrictive answer, with the reason next to them.
 */
export const PERMISSION_TABLE: Readonly<Record<Role, Readonly<Record<Action, PermissionRule>>>> = {
  // "manages everything, including chat (creating chat access allowed)".
  network_manager: EVERYTHING,
  trusted_contributor: {
    'notifications.read': 'always',
    'notifications.create': 'never',
    'content.read': 'always',
    'content.create': 'exceptAnnouncement',
    'content.update': 'ownContent',
    'content.delete': 'ownContent',
    'content.manage': 'ownContent',
    ...MEMBERS_ALIKE,
    'chatAccess.create': 'never',
    // Not in §6: api-contract.md lets only network managers create and delete coupons.
    'coupons.manage': 'never',
  },
  user: {
    'notifications.read': 'always',
    // Silent for users; denied, since even the more trusted trusted_contributor may not.
    'notifications.create': 'never',
    'content.read': 'always',
    // Silent for users (they update and delete their own content, but creating is granted only to
    // trusted contributors and managers): denied.
    'content.create': 'never',
    'content.update': 'ownContent',
    'content.delete': 'ownContent',
    // Silent for users: managing own content is granted to trusted contributors only.
    'content.manage': 'never',
    ...MEMBERS_ALIKE,
    // Silent for users: only managers are said to create chat access, and trusted contributors may not.
    'chatAccess.create': 'never',
    'coupons.manage': 'never',
  },
  // "read content and comments only".
  guest: {
    'notifications.read': 'never',
    'notifications.create': 'never',
    'content.read': 'always',
    'content.create': 'never',
    'content.update': 'never',
    'content.delete': 'never',
    'content.manage': 'never',
    'comment.read': 'always',
    'comment.create': 'never',
    'comment.update': 'never',
    'comment.delete': 'never',
    'profile.update': 'never',
    'password.update': 'never',
    'settings.open': 'never',
    'chat.create': 'never',
    'chat.manage': 'never',
    'chat.delete': 'never',
    'chatAccess.create': 'never',
    'coupons.manage': 'never',
  },
};

export function can(role: Role, action: Action, context: PermissionContext = {}): boolean {
  return satisfies(PERMISSION_TABLE[role][action], context);
}

function satisfies(rule: PermissionRule, context: PermissionContext): boolean {
  switch (rule) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'ownContent':
      return isSameUser(context.userId, context.content?.authorId);
    case 'ownComment':
      return isSameUser(context.userId, context.comment?.creatorId);
    // An unknown type might be an announcement, so it is refused rather than guessed.
    case 'exceptAnnouncement':
      return context.content?.type !== undefined && context.content.type !== 'announcement';
    case 'asChatAdmin':
      return context.isChatAdmin === true;
  }
}

/** Ownership needs both ids: an anonymous user owns nothing, and content without an author is nobody's. */
function isSameUser(userId: string | undefined, ownerId: string | undefined): boolean {
  return userId !== undefined && userId !== '' && userId === ownerId;
}
