import type { Comment, Content, ContentType } from '../../../domain/content/Content';
import { fail, forbidden } from '../FakeApiError';
import type { CommentRecord, ContentRecord, FakeState, MembershipRecord } from '../FakeState';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { denialMessage } from '../rules/access';
import { FieldProblems, type JsonObject } from '../rules/validation';

const CONTENT_TYPES: readonly ContentType[] = ['post', 'announcement', 'video', 'event'];
const TITLE_MAX = 200;
const BODY_MAX = 10_000;
const COMMENT_MAX = 2_000;

export function toContent(state: FakeState, record: ContentRecord): Content {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    body: record.body,
    authorId: record.authorId,
    createdAt: record.createdAt,
    cover: record.cover,
    commentsCount: state.comments.filter((comment) => comment.contentId === record.id).length,
  };
}

function toComment(record: CommentRecord): Comment {
  return { ...record };
}

/** 403 AccessDenied with the reason, as the app's forbidden-access event expects. */
export function requireReadAccess(context: RouteContext): void {
  const access = context.backend.accessOf(context.network, context.viewer);
  if (!access.authorized && access.reason) {
    fail(403, 'AccessDenied', denialMessage(access.reason), { reason: access.reason });
  }
}

function contentOfThisNetwork(context: RouteContext, id: string): ContentRecord {
  const record = context.state.contents.find((content) => content.id === id);
  if (!record || record.networkId !== context.network.customization.id) fail(404, 'ContentNotFound', 'This content does not exist.');
  return record;
}

/** product-spec §6: managers everything; trusted contributors all but announcements; users nothing. */
function mayCreate(member: MembershipRecord, type: ContentType): boolean {
  if (member.role === 'network_manager') return true;
  if (member.role === 'trusted_contributor') return type !== 'announcement';
  return false;
}

/** Owners edit and delete their own content or comments; managers anybody's. */
function mayChange(member: MembershipRecord, ownerId: string): boolean {
  return member.role === 'network_manager' || member.id === ownerId;
}

function readDraft(body: JsonObject, partial: boolean) {
  const problems = new FieldProblems();
  const draft: { type?: ContentType; title?: string; body?: string } = {};
  if (body.type !== undefined || !partial) {
    if (typeof body.type !== 'string' || !CONTENT_TYPES.includes(body.type as ContentType)) {
      problems.add('type', 'The type must be post, announcement, video or event.');
    } else draft.type = body.type as ContentType;
  }
  if (body.title !== undefined || !partial) {
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title) problems.add('title', 'The title is required.');
    else if (title.length > TITLE_MAX) problems.add('title', `The title can be at most ${TITLE_MAX} characters long.`);
    else draft.title = title;
  }
  if (body.body !== undefined || !partial) {
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    if (!text) problems.add('body', 'The text is required.');
    else if (text.length > BODY_MAX) problems.add('body', `The text can be at most ${BODY_MAX} characters long.`);
    else draft.body = text;
  }
  problems.throwIfAny();
  return draft;
}

function readCommentBody(body: JsonObject): string {
  const text = typeof body.body === 'string' ? body.body.trim() : '';
  const problems = new FieldProblems();
  if (!text) problems.add('body', 'The comment cannot be empty.');
  else if (text.length > COMMENT_MAX) problems.add('body', `A comment can be at most ${COMMENT_MAX} characters long.`);
  problems.throwIfAny();
  return text;
}

function readPaging(context: RouteContext): { limit: number; offset: number } {
  const problems = new FieldProblems();
  const limit = Number(context.query.get('limit') ?? '20');
  const offset = Number(context.query.get('offset') ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) problems.add('limit', 'The limit must be between 1 and 100.');
  if (!Number.isInteger(offset) || offset < 0) problems.add('offset', 'The offset must be 0 or more.');
  problems.throwIfAny();
  return { limit, offset };
}

function newestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return b.createdAt.localeCompare(a.createdAt);
}

export const contentsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/contents',
    handle: (context) => {
      requireReadAccess(context);
      const { limit, offset } = readPaging(context);
      const all = context.state.contents
        .filter((content) => content.networkId === context.network.customization.id)
        .sort(newestFirst);
      return data(
        all.slice(offset, offset + limit).map((record) => toContent(context.state, record)),
        { metadata: { total: all.length } },
      );
    },
  },
  {
    method: 'POST',
    path: '/v2/contents',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      requireReadAccess(context);
      const draft = readDraft(await context.json(), false);
      if (!draft.type || !draft.title || !draft.body) throw new Error('readDraft let an incomplete draft through');
      if (!mayCreate(member, draft.type)) {
        forbidden(member.role === 'trusted_contributor'
          ? 'Only network managers can publish announcements.'
          : 'Only network managers and trusted contributors can publish content.');
      }
      const record: ContentRecord = {
        id: context.backend.nextId('cnt'),
        networkId: context.network.customization.id,
        type: draft.type,
        title: draft.title,
        body: draft.body,
        authorId: member.id,
        createdAt: context.backend.isoNow(),
        cover: null,
      };
      context.state.contents.push(record);
      return data(toContent(context.state, record), {}, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/v2/contents/{id}',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const record = contentOfThisNetwork(context, context.param('id'));
      if (!mayChange(member, record.authorId)) forbidden('You can only edit your own content.');
      const draft = readDraft(await context.json(), true);
      if (draft.type === 'announcement' && record.type !== 'announcement' && !mayCreate(member, 'announcement')) {
        forbidden('Only network managers can publish announcements.');
      }
      Object.assign(record, draft);
      return data(toContent(context.state, record));
    },
  },
  {
    method: 'DELETE',
    path: '/v2/contents/{id}',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const record = contentOfThisNetwork(context, context.param('id'));
      if (!mayChange(member, record.authorId)) forbidden('You can only delete your own content.');
      const state = context.state;
      state.contents = state.contents.filter((content) => content !== record);
      state.comments = state.comments.filter((comment) => comment.contentId !== record.id);
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/v2/contents/{id}/comments',
    handle: (context) => {
      requireReadAccess(context);
      const record = contentOfThisNetwork(context, context.param('id'));
      const comments = context.state.comments
        .filter((comment) => comment.contentId === record.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return data(comments.map(toComment));
    },
  },
  {
    method: 'POST',
    path: '/v2/contents/{id}/comments',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      requireReadAccess(context);
      const content = contentOfThisNetwork(context, context.param('id'));
      const comment: CommentRecord = {
        id: context.backend.nextId('cmt'),
        contentId: content.id,
        body: readCommentBody(await context.json()),
        creatorId: member.id,
        createdAt: context.backend.isoNow(),
      };
      context.state.comments.push(comment);
      return data(toComment(comment), {}, 201);
    },
  },
  {
    method: 'PATCH',
    path: '/v2/comments/{id}',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const comment = commentOfThisNetwork(context, context.param('id'));
      if (!mayChange(member, comment.creatorId)) forbidden('You can only edit your own comments.');
      comment.body = readCommentBody(await context.json());
      return data(toComment(comment));
    },
  },
  {
    method: 'DELETE',
    path: '/v2/comments/{id}',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const comment = commentOfThisNetwork(context, context.param('id'));
      if (!mayChange(member, comment.creatorId)) forbidden('You can only delete your own comments.');
      context.state.comments = context.state.comments.filter((candidate) => candidate !== comment);
      return noContent();
    },
  },
];

function commentOfThisNetwork(context: RouteContext, id: string): CommentRecord {
  const comment = context.state.comments.find((candidate) => candidate.id === id);
  const content = comment ? context.state.contents.find((candidate) => candidate.id === comment.contentId) : undefined;
  if (!comment || !content || content.networkId !== context.network.customization.id) {
    fail(404, 'CommentNotFound', 'This comment does not exist.');
  }
  return comment;
}
