/** The community's pages, one chunk: a member goes from a content to the settings or the notifications and back. */
export { default as ContentRoute } from '../content/ContentPage';
export { NotificationsPage } from '../notifications/NotificationsPage';
export { SettingsPage } from '../settings/SettingsPage';
