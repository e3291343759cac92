/** The app's one ApiClient, bound in createContainer; lazy modules that bring HTTP adapters along resolve it by this token. */
export const API_CLIENT = Symbol.for('ApiClient');
/**
 * The `Pick<Monitoring, 'reportError'>` HTTP adapters report to (an unreadable list item they left out): the app's
 * Monitoring once the cookie module has bound it, nobody before (monitoring runs only with the visitor's consent).
 */
export const HTTP_MONITORING = Symbol.for('HttpMonitoring');
/**
 * What the ApiClient's requests wait for before they leave (a function: the container takes a promise for an
 * asynchronous service): in demo mode, the embedded fake back end starting, which main.tsx runs alongside the app's
 * own start (its service worker answers nothing before). Unbound elsewhere.
 */
export const API_STARTED = Symbol.for('ApiStarted');
export type ApiStarted = () => Promise<unknown>;
