import type { Reaction } from '../reactions/Reaction';

export type ContentType = 'post' | 'announcement' | 'video' | 'event';

export const CONTENT_TYPES: readonly ContentType[] = ['post', 'announcement', 'video', 'event'];

export interface Content {
  id: string;
  type: ContentType;
  title: string;
  body: string;
  authorId: string;
  authorName: string;
  /** A safe URL of the author's picture, or null (their initials are shown then). */
  authorAvatarUrl: string | null;
  createdAt: string;
  /** When it was last edited; null when never. */
  updatedAt: string | null;
  cover: string | null;
  /** A video's media (type `video`). */
  mediaUrl: string | null;
  /** When an event takes place (type `event`). */
  startsAt: string | null;
  commentsCount: number;
  /** The emoji given to it, with the viewer's own (api-contract.md `Reaction`). */
  reactions: Reaction[];
}

export interface ContentDraft {
  type: ContentType;
  title: string;
  body: string;
  /** An https image address, or null for none. */
  cover?: string | null;
  /** A video's address (type `video`): https, of a common host's page or of the video file. */
  mediaUrl?: string | null;
  /** When an event takes place (type `event`), ISO-8601. */
  startsAt?: string | null;
}

export interface Comment {
  id: string;
  contentId: string;
  body: string;
  creatorId: string;
  creatorName: string;
  /** A safe URL of the writer's picture, or null (their initials are shown then). */
  creatorAvatarUrl: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** The emoji given to it, with the viewer's own (api-contract.md `Reaction`). */
  reactions: Reaction[];
}

export interface Page<T> {
  items: T[];
  total: number;
  /**
   * Items of this page the app could not read and left out (DESIGN.md Conventions): the server's positions count them, so the
   * next page starts after them and the list ends when they are counted too.
   */
  skipped?: number;
}

/**
 * On its way to the server (a new post shown before the server has it): it has no page yet. Its id is
 * `unsent-<n>`, which the server never gives.
 */
export const isUnsent = (content: Pick<Content, 'id'>) => content.id.startsWith('unsent-');
