/**
 * `fetch` whose requests outlive the page (`keepalive`): the analytics client's, so an event sent as the tab is
 * hidden or closed still arrives. (`sendBeacon` could not carry the member's Authorization header.)
 */
export const keepaliveFetch: typeof fetch = (input, init) => globalThis.fetch(input, { ...init, keepalive: true });
