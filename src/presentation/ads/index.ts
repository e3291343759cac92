/** The ads feature's public face: what other features may use of it. */
export type { PageViews } from './PageViews';
export { loadFeedAds } from './loaders';
