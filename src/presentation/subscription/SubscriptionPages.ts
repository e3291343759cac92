/** The paid pages, one chunk: a member on a gate often goes on to their subscription's settings, and back. */
export { PaywallPage, SubscribePage } from './SubscribePage';
export { ManageSubscriptionPage } from './ManageSubscriptionPage';
