import { isSafeLink, NOTIFICATION_BODY_MAX as BODY_MAX, NOTIFICATION_LINK_MAX as LINK_MAX, NOTIFICATION_TITLE_MAX as TITLE_MAX, type Notification } from '../../../domain/notifications/Notification';
import { DIGEST_FREQUENCIES, EMAIL_TOPICS, type DigestFrequency, type NotificationPreferences, type NotificationPreferencesChange } from '../../../domain/notifications/NotificationPreferences';
import { can } from '../../../domain/roles/Permission';
import { fail, forbidden } from '../FakeApiError';
import type { MembershipRecord, NotificationRecord } from '../FakeState';
import { onlyMembers } from '../live/liveAudience';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { pageOf, readPaging } from '../rules/paging';
import { FieldProblems, type JsonObject } from '../rules/validation';

/** A member's e-mail preferences until they change them: every topic, and a weekly digest. */
const DEFAULT_PREFERENCES: NotificationPreferences = { announcements: true, comments: true, chat: true, reactions: true, digest: 'weekly' };

export function notificationPreferencesOf(member: MembershipRecord): NotificationPreferences {
  return { ...(member.notificationPreferences ?? DEFAULT_PREFERENCES) };
}

/** Any of the preferences' fields, each of its own type; anything else is a 422 naming it. */
function readPreferencesChange(body: JsonObject): NotificationPreferencesChange {
  const problems = new FieldProblems();
  const change: NotificationPreferencesChange = {};
  for (const topic of EMAIL_TOPICS) {
    const value = body[topic];
    if (value === undefined) continue;
    if (typeof value === 'boolean') change[topic] = value;
    else problems.add(topic, 'Must be true or false.');
  }
  if (body.digest !== undefined) {
    if (typeof body.digest === 'string' && (DIGEST_FREQUENCIES as readonly string[]).includes(body.digest)) change.digest = body.digest as DigestFrequency;
    else problems.add('digest', 'Must be one of off, daily, weekly.');
  }
  problems.throwIfAny();
  return change;
}

/** The wire view of a notification for one member: the read flag is theirs. */
function toNotification(record: NotificationRecord, member: MembershipRecord): Notification {
  return {
    id: record.id,
    title: record.title,
    body: record.body,
    link: record.link,
    createdAt: record.createdAt,
    read: record.readByIds.includes(member.id),
  };
}

function notificationsOf(context: RouteContext, member: MembershipRecord): NotificationRecord[] {
  return context.state.notifications.filter(
    (record) => record.networkId === member.networkId && record.recipientIds.includes(member.id),
  );
}

interface NotificationDraft {
  title: string;
  body: string;
  link: string | null;
}

/** `{title, body, link?}`; a blank link is no link, any other must stay on this site or be `https:`. */
function readDraft(body: JsonObject): NotificationDraft {
  const problems = new FieldProblems();
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  const text = typeof body.body === 'string' ? body.body.trim() : '';
  if (!title) problems.add('title', 'The title is required.');
  else if (title.length > TITLE_MAX) problems.add('title', `The title can be at most ${TITLE_MAX} characters long.`);
  if (!text) problems.add('body', 'The text is required.');
  else if (text.length > BODY_MAX) problems.add('body', `The text can be at most ${BODY_MAX} characters long.`);
  let link: string | null = null;
  if (body.link !== undefined && body.link !== null) {
    const raw = typeof body.link === 'string' ? body.link.trim() : undefined;
    if (raw === undefined || raw.length > LINK_MAX || (raw !== '' && !isSafeLink(raw))) {
      problems.add('link', 'The link must be a path of this site (starting with /) or an https:// address.');
    } else if (raw !== '') link = raw;
  }
  problems.throwIfAny();
  return { title, body: text, link };
}

function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

export const notificationsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/notifications/preferences',
    auth: 'required',
    handle: (context) => data(notificationPreferencesOf(context.member())),
  },
  {
    method: 'PATCH',
    path: '/v2/notifications/preferences',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const change = readPreferencesChange(await context.json());
      member.notificationPreferences = { ...notificationPreferencesOf(member), ...change };
      return data(notificationPreferencesOf(member));
    },
  },
  {
    method: 'GET',
    path: '/v2/notifications',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const paging = readPaging(context.query);
      const mine = notificationsOf(context, member).sort(newestFirst);
      const page = pageOf(mine, paging);
      const unread = mine.filter((record) => !record.readByIds.includes(member.id)).length;
      return data(page.items.map((record) => toNotification(record, member)), { metadata: { total: page.total, unread } });
    },
  },
  {
    method: 'POST',
    path: '/v2/notifications/{id}/read',
    auth: 'required',
    handle: (context) => {
      const member = context.member();
      const id = context.param('id');
      const record = notificationsOf(context, member).find((candidate) => candidate.id === id);
      // Someone else's notification is as unknown as one that never existed.
      if (!record) fail(404, 'NotFound', 'This notification does not exist.');
      if (!record.readByIds.includes(member.id)) record.readByIds.push(member.id);
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/v2/notifications',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      if (!can(member.role, 'notifications.create')) forbidden('Only network managers can send notifications.');
      const draft = readDraft(await context.json());
      const networkId = context.network.customization.id;
      const record: NotificationRecord = {
        id: context.backend.nextId('ntf'),
        networkId,
        ...draft,
        createdAt: context.backend.isoNow(),
        recipientIds: context.state.memberships.filter((candidate) => candidate.networkId === networkId).map((candidate) => candidate.id),
        // The sender is a member too and gets the same unread copy: it shows them what the others received.
        readByIds: [],
      };
      context.state.notifications.push(record);
      // Unread for every recipient alike, the sender included, so one payload serves them all.
      const notification = toNotification(record, member);
      context.publish('notification.created', notification, onlyMembers(record.recipientIds));
      return data(notification, {}, 201);
    },
  },
];
