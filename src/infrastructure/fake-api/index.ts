// The embedded fake back end: Node- and browser-safe (no DOM, no msw/browser, no msw/node here).
// browser.ts starts it in a service worker, node.ts serves it over HTTP, tests use setupServer.
export { FakeBackend, createFakeBackend, DEFAULT_ACCESS_TOKEN_TTL_MS, REFRESH_REUSE_GRACE_MS } from './FakeBackend';
export type { FakeBackendOptions, StatePersistence } from './FakeBackend';
export { createHandlers } from './createHandlers';
export { DemoInbox } from './DemoInbox';
export type { DemoInboxChannel, DemoInboxMessage } from './DemoInbox';
export { ScenarioSwitchboard } from './ScenarioSwitchboard';
export { DEFAULT_SCENARIOS } from './Scenarios';
export type { Scenarios } from './Scenarios';
export { FAKE_STATE_VERSION } from './FakeState';
export type { FakeState } from './FakeState';
export { CONTRACT_CALLS } from './contractCalls';
export { createMemoryPersistence, createStoragePersistence, DEMO_STATE_KEY } from './statePersistence';
export { fakeProviderToken, IDENTITY_PROVIDERS } from './rules/providerToken';
export type { ProviderProfile } from './rules/providerToken';
export { DEMO_ACCOUNTS, DEMO_NETWORKS, DEMO_PHONE_MEMBER } from './seed/demoDirectory';
export { DEMO_PASSWORD, INVITATION_CODE, NETWORK_IDS } from './seed/seedConstants';
