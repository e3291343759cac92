/** The manager area's pages (issue 12), one chunk with its composition module (manageModule). */
export { ManageHomePage } from './ManageHomePage';
export { EngagementPage } from './EngagementPage';
export { ModerationPage } from './ModerationPage';
