/** What a member may be e-mailed about (api-contract.md NotificationPreferences), in the order the page lists them. */
export const EMAIL_TOPICS = ['announcements', 'comments', 'chat', 'reactions'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** How often a summary e-mail comes, if at all. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The member's e-mail preferences in one network: a yes or no for each topic, and the digest. */
export type NotificationPreferences = Record<EmailTopic, boolean> & { digest: DigestFrequency };

/** Some of the preferences, as a change sends them (`PATCH /v2/notifications/preferences`). */
export type NotificationPreferencesChange = Partial<NotificationPreferences>;

/** What an e-mail's unsubscribe link leaves: nothing sent any more. */
export const NO_EMAILS: NotificationPreferences = { announcements: false, comments: false, chat: false, reactions: false, digest: 'off' };
