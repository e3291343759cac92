export type ContentType = 'post' | 'announcement' | 'video' | 'event';

export interface Content {
  id: string;
  type: ContentType;
  title: string;
  body: string;
  authorId: string;
  createdAt: string;
  cover: string | null;
  commentsCount: number;
}

export interface ContentDraft {
  type: ContentType;
  title: string;
  body: string;
}

export interface Comment {
  id: string;
  contentId: string;
  body: string;
  creatorId: string;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}
