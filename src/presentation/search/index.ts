/** The search feature's public face: what other features may use of it (the header's search field, once the page is there). */
export { loadSiteSearchKeys } from './loaders';
