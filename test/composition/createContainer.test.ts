// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import {
  CONTENT_FEED,
  DEVICE_IDENTITY,
  EMAIL_ACCOUNT_GATEWAY,
  LIVE_CREDENTIALS,
  TOKEN_REFRESHER,
  TOKEN_STORE,
  type ContentFeed,
  type DeviceIdentity,
  type EmailAccountGateway,
  type LiveCredentials,
  type TokenRefresher,
  type TokenStore,
} from '../../src/application/ports';
import { MONITORING } from '../../src/application/ports/Monitoring';
import { NETWORK_SCOPE, type NetworkScope } from '../../src/application/session/NetworkScope';
import { RESTORE_SESSION } from '../../src/application/lazyUseCaseTokens';
import { DELETE_MY_ACCOUNT } from '../../src/application/usecases/account/DeleteMyAccount';
import { API_STARTED } from '../../src/composition/apiClientToken';
import { readConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/createContainer';
import { bindAuthModule } from '../../src/composition/authModule';
import { bindPagesModule } from '../../src/composition/pagesModule';
import { bindLiveModule } from '../../src/composition/liveModule';
import { SIGN_IN_WITH_EMAIL } from '../../src/application/usecases/auth/SignInWithEmail';
import { createFakeBackend, createHandlers, DEMO_PASSWORD, NETWORK_IDS } from '../../src/infrastructure/fake-api';
import { InMemoryDeviceIdentity } from '../../src/infrastructure/memory/InMemoryDeviceIdentity';
import { RecordingMonitoring } from '../../src/infrastructure/memory/RecordingMonitoring';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import { CookieDeviceIdentity } from '../../src/infrastructure/storage/CookieDeviceIdentity';
import { PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

const network = sampleNetwork({ id: 'net-1', slug: 'runners' });

describe('createContainer: QA swaps one use case by its token', () => {
  it('the network shell runs the RestoreSession bound in its place', async () => {
    const member = sampleMembership({ networkId: 'net-1', firstName: 'Scripted' });
    const calls: string[] = [];
    const app = memoryApp({ networks: [network], overrides: { [RESTORE_SESSION]: { execute: async () => (calls.push('restore'), member) } } });
    const shell = app.presenter(PRESENTERS.NetworkShell);

    await shell.networkRequested('runners');

    expect(calls).toEqual(['restore']);
    expect(shell.status).toBe('ready');
  });

  it('a lazy module keeps a use case bound before it loads: the delete-my-account screen uses the replacement', async () => {
    const calls: string[] = [];
    const app = memoryApp({ networks: [network], overrides: { [DELETE_MY_ACCOUNT]: { execute: async () => void calls.push('delete') } } });
    bindPagesModule(app.container);
    const page = app.presenter(PRESENTERS.DeleteMyAccount);

    page.confirmationToggled(true);
    await page.deleteClicked();

    expect(calls).toEqual(['delete']);
  });

  it('the auth module keeps a use case bound before it loads: the modal signs in with the replacement', async () => {
    const member = sampleMembership({ networkId: 'net-1' });
    const calls: unknown[] = [];
    const scripted = { execute: async (credentials: unknown) => (calls.push(credentials), member) };
    const app = memoryApp({ networks: [network], overrides: { [SIGN_IN_WITH_EMAIL]: scripted } });
    app.session.enterNetwork(network);
    bindAuthModule(app.container, readConfig({}, 'localhost', 'memory'));
    const modal = app.presenter(PRESENTERS.AuthModal, { mode: 'sign-in', returnPath: null, fixed: false, forced: false, forgotPassword: false });

    modal.continueClicked();
    modal.emailSignIn.emailTyped('ada@example.com');
    modal.emailSignIn.passwordTyped('secret-1');
    await modal.emailSignIn.submitted();

    expect(calls).toEqual([{ email: 'ada@example.com', password: 'secret-1' }]);
  });
});

const BASE_URL = 'http://api.test';
const server = setupServer(...createHandlers(createFakeBackend(), BASE_URL));
const bodies: Promise<Record<string, unknown>>[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/v2/auth/login') bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
  });
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
afterAll(() => server.close());

describe('the device identity in the composition root', () => {
  it('the browser keeps it in the device-id cookie, bound with the auth gateway, which sends it with a sign-in', async () => {
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'));
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);

    await container.get<EmailAccountGateway>(EMAIL_ACCOUNT_GATEWAY).login('ada@demo.test', DEMO_PASSWORD);

    const deviceId = Cookies.get('device-id');
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
    const device = container.get<DeviceIdentity>(DEVICE_IDENTITY);
    expect(device).toBeInstanceOf(CookieDeviceIdentity);
    expect(device.deviceId()).toBe(deviceId);
    expect(await Promise.all(bodies.splice(0))).toEqual([expect.objectContaining({ email: 'ada@demo.test', deviceId })]);
  });

  it('keeps a device identity that QA or a test bound', async () => {
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'), { [DEVICE_IDENTITY]: new InMemoryDeviceIdentity('device-bound-by-qa') });
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);

    await container.get<EmailAccountGateway>(EMAIL_ACCOUNT_GATEWAY).login('ada@demo.test', DEMO_PASSWORD);

    expect(await Promise.all(bodies.splice(0))).toEqual([expect.objectContaining({ deviceId: 'device-bound-by-qa' })]);
    expect(Cookies.get('device-id')).toBeUndefined();
  });
});

describe('the requests of a demo build, whose back end starts alongside the app', () => {
  const aTurn = () => new Promise((resolve) => setImmediate(resolve));

  it.each([
    ['has started', (start: Deferred) => start.resolve()],
    ['could not start: they go as they would without it', (start: Deferred) => start.reject(new Error('No service worker here'))],
  ])('leave once the back end %s', async (_, settle) => {
    const start = deferred();
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'), { [API_STARTED]: () => start.promise });
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);

    const login = container.get<EmailAccountGateway>(EMAIL_ACCOUNT_GATEWAY).login('ada@demo.test', DEMO_PASSWORD);
    for (let turn = 0; turn < 5; turn++) await aTurn();
    expect(bodies).toHaveLength(0);

    settle(start);
    await expect(login).resolves.toMatchObject({ kind: 'tokens' });
    expect(await Promise.all(bodies.splice(0))).toEqual([expect.objectContaining({ email: 'ada@demo.test' })]);
  });
});

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

describe("the live channel's token in the composition root", () => {
  it('is the chat token of the refresh that resumes a session after a reload, since every token is saved through the token store', async () => {
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'));
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);
    const outcome = await container.get<EmailAccountGateway>(EMAIL_ACCOUNT_GATEWAY).login('ada@demo.test', DEMO_PASSWORD);
    if (outcome.kind !== 'tokens') throw new Error('The seeded member signs in with tokens.');
    const tokens = container.get<TokenStore>(TOKEN_STORE);
    tokens.save(NETWORK_IDS.harbour, outcome.tokens);
    bindLiveModule(container, { apiBaseUrl: BASE_URL });
    const credentials = container.get<LiveCredentials>(LIVE_CREDENTIALS);
    expect(credentials.liveToken(NETWORK_IDS.harbour)).toBe(outcome.tokens.chatTokenV2);

    tokens.forgetAccessToken(NETWORK_IDS.harbour);
    await expect(container.get<TokenRefresher>(TOKEN_REFRESHER).refresh(NETWORK_IDS.harbour)).resolves.toBe('refreshed');

    expect(credentials.liveToken(NETWORK_IDS.harbour)).toMatch(/^chat2_/);
    expect(credentials.liveToken(NETWORK_IDS.harbour)).not.toBe(outcome.tokens.chatTokenV2);
  });
});

describe('the monitoring HTTP adapters report to', () => {
  const answerContents = (data: unknown[]) =>
    server.use(http.get(`${BASE_URL}/v2/contents`, () => HttpResponse.json({ data, metadata: { total: data.length } }), { once: true }));

  it('is the app’s Monitoring once it is bound (the cookie module binds it), and nobody before', async () => {
    const container = createContainer(readConfig({ VITE_API_BASE_URL: BASE_URL }, 'localhost'));
    container.get<NetworkScope>(NETWORK_SCOPE).enter(NETWORK_IDS.harbour);
    const feed = container.get<ContentFeed>(CONTENT_FEED);
    const [first, second] = (await feed.list({ limit: 2, offset: 0 })).items;

    answerContents([{ ...first, title: null }, second]);
    await expect(feed.list({ limit: 2, offset: 0 })).resolves.toMatchObject({ items: [second] });
    const monitoring = new RecordingMonitoring();
    container.bind(MONITORING).toConstantValue(monitoring);
    answerContents([first, { ...second, body: null }]);
    await feed.list({ limit: 2, offset: 0 });

    expect(monitoring.errors).toEqual([{ message: `An item of contents was left out: body could not be read (id ${second?.id}).` }]);
  });
});
