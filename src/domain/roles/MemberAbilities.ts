import { CONTENT_TYPES, type Comment, type Content, type ContentType } from '../content/Content';
import type { Membership } from '../membership/Membership';
import { can, type Action } from './Permission';
import { roleOf, type Role } from './Role';

/** What the member (or guest) may do to one content or one comment. */
export interface ItemAbilities {
  edit: boolean;
  delete: boolean;
}

/**
 * "What can this member do here": spec §6's table (Permission.ts) read for one viewer, so screens ask
 * questions ("may I show the edit button on this comment?") and never read roles. A control the
 * answer is no for is not shown at all.
 */
export class MemberAbilities {
  readonly role: Role;
  private readonly userId: string;

  constructor(membership: Pick<Membership, 'id' | 'role'> | null) {
    this.role = roleOf(membership);
    this.userId = membership?.id ?? '';
  }

  /** The types a "New post" may take; empty when the member may not write contents (no "New post" at all). */
  get creatableTypes(): ContentType[] {
    return CONTENT_TYPES.filter((type) => this.may('content.create', { content: { type } }));
  }

  /** The types a "New post" may take on a network: videos only where it has them (`contents.video`, spec §3). */
  creatableTypesIn(network: { contents: { video: boolean } } | null): ContentType[] {
    return this.creatableTypes.filter((type) => type !== 'video' || network?.contents.video === true);
  }

  get canComment(): boolean {
    return this.may('comment.create');
  }

  get canOpenSettings(): boolean {
    return this.may('settings.open');
  }

  get canReadNotifications(): boolean {
    return this.may('notifications.read');
  }

  get canSendNotifications(): boolean {
    return this.may('notifications.create');
  }

  /** Spec §1: network managers administer the network (the manager area). */
  get canAdminister(): boolean {
    return this.role === 'network_manager';
  }

  /** Spec §6: only managers create chat conversations. */
  get canCreateConversations(): boolean {
    return this.may('chat.create');
  }

  /** Spec §6: a conversation is deleted by its admins (`adminIds`) and by managers. */
  canDeleteConversation(conversation: { adminIds: readonly string[] }): boolean {
    return this.may('chat.delete', { isChatAdmin: conversation.adminIds.includes(this.userId) });
  }

  /** Spec §6: only managers give chat access (add members to a conversation). */
  get canAddConversationMembers(): boolean {
    return this.may('chatAccess.create');
  }

  /** Spec §6 "manage chat only as admin": a conversation's admins and managers rename it and change its members. */
  canManageConversation(conversation: { adminIds: readonly string[] }): boolean {
    return this.may('chat.manage', { isChatAdmin: conversation.adminIds.includes(this.userId) });
  }

  content(content: Pick<Content, 'authorId' | 'type'>): ItemAbilities {
    return {
      edit: this.may('content.update', { content }),
      delete: this.may('content.delete', { content }),
    };
  }

  comment(comment: Pick<Comment, 'creatorId'>): ItemAbilities {
    return {
      edit: this.may('comment.update', { comment }),
      delete: this.may('comment.delete', { comment }),
    };
  }

  private may(action: Action, context: Parameters<typeof can>[2] = {}): boolean {
    return can(this.role, action, { ...context, userId: this.userId });
  }
}
