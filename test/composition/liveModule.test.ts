// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as ports from '../../src/application/ports';
import { LiveConnection } from '../../src/application/live/LiveConnection';
import { SESSION, type Session } from '../../src/application/session/Session';
import { readConfig } from '../../src/composition/config';
import { createContainer } from '../../src/composition/createContainer';
import { bindLiveModule } from '../../src/composition/liveModule';
import { LOAD_LIVE_MODULE } from '../../src/composition/liveModuleToken';
import type { InMemoryLiveChannel } from '../../src/infrastructure/memory/InMemoryLiveChannel';
import { InMemoryLiveLinkDialer } from '../../src/infrastructure/memory/InMemoryLiveLinkDialer';
import { InMemoryPageVisibility } from '../../src/infrastructure/memory/InMemoryPageVisibility';
import { InMemoryWindowSignals } from '../../src/infrastructure/memory/InMemoryWindowSignals';
import { sampleContent, sampleMembership, sampleNetwork, sampleNotification } from '../../src/infrastructure/memory/samples';
import { CONTENTS_STORE, type ContentsStore } from '../../src/presentation/content/ContentsStore';
import { PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

const harbour = sampleNetwork({ id: 'net-harbour', slug: 'harbour' });
const atelier = sampleNetwork({ id: 'net-atelier', slug: 'atelier' });

describe('the live module', () => {
  it('loads once a member is here (never for a guest), and connects the channel for the member of the network shown', async () => {
    const app = memoryApp({ networks: [harbour, atelier] });
    const channel = app.get<InMemoryLiveChannel>(ports.LIVE_CHANNEL);
    const loads: string[] = [];
    const load = app.get<() => Promise<void>>(LOAD_LIVE_MODULE);
    app.container.rebind(LOAD_LIVE_MODULE).toConstantValue(() => (loads.push('live'), load()));
    app.session.enterNetwork(harbour);
    expect(loads).toEqual([]);

    app.session.authenticate(sampleMembership({ id: 'member-1', networkId: harbour.id }));

    expect(loads).toEqual(['live']);
    await expect.poll(() => channel.connectedTo).toBe(harbour.id);
  });

  it('disconnects on logout and on another network, and connects for the member there', () => {
    const app = memoryApp({ networks: [harbour, atelier] });
    const channel = app.get<InMemoryLiveChannel>(ports.LIVE_CHANNEL);
    bindLiveModule(app.container, { apiBaseUrl: '/api' });
    app.session.enterNetwork(harbour);
    expect(channel.connectedTo).toBeNull();
    app.session.authenticate(sampleMembership({ id: 'member-1', networkId: harbour.id }));
    expect(channel.connectedTo).toBe(harbour.id);

    app.session.clearUser();
    expect(channel.connectedTo).toBeNull();

    app.session.authenticate(sampleMembership({ id: 'member-1', networkId: harbour.id }));
    app.session.leaveNetwork();
    expect(channel.connectedTo).toBeNull();
    app.session.enterNetwork(atelier);
    app.session.authenticate(sampleMembership({ id: 'member-2', networkId: atelier.id }));
    expect(channel.connectedTo).toBe(atelier.id);
  });

  it('loaded again, follows the session once', () => {
    const app = memoryApp({ networks: [harbour] });
    const channel = app.get<InMemoryLiveChannel>(ports.LIVE_CHANNEL);
    const connects: string[] = [];
    const connect = channel.connect.bind(channel);
    channel.connect = (networkId) => (connects.push(networkId), connect(networkId));
    bindLiveModule(app.container, { apiBaseUrl: '/api' });
    bindLiveModule(app.container, { apiBaseUrl: '/api' });
    app.session.enterNetwork(harbour);
    app.session.authenticate(sampleMembership({ networkId: harbour.id }));
    expect(connects).toEqual([harbour.id]);
  });

  it("in the browser, binds the channel over the socket, authenticated with the member's token", () => {
    const dialer = new InMemoryLiveLinkDialer();
    const container = createContainer(readConfig({ VITE_API_BASE_URL: 'http://api.test' }, 'localhost'), {
      [ports.LIVE_LINK_DIALER]: dialer,
      [ports.PAGE_VISIBILITY]: new InMemoryPageVisibility(),
      [ports.WINDOW_SIGNALS]: new InMemoryWindowSignals(),
    });
    bindLiveModule(container, { apiBaseUrl: 'http://api.test' });
    expect(container.get(ports.LIVE_CHANNEL)).toBeInstanceOf(LiveConnection);
    const session = container.get<Session>(SESSION);
    session.enterNetwork(harbour);

    session.authenticate(sampleMembership({ networkId: harbour.id }), { accessToken: 'access-1', refreshToken: 'refresh-1', chatTokenV2: 'chat-2' });
    dialer.last.open();

    expect(dialer.openLinks.map((link) => link.networkId)).toEqual([harbour.id]);
    expect(dialer.last.sent).toEqual([{ type: 'auth', token: 'chat-2', after: null }]);
    session.clearUser();
    expect(dialer.openLinks).toEqual([]);
  });

  it('gives the feed store and the notifications what the channel says happened', async () => {
    const app = memoryApp({ networks: [harbour], contents: [sampleContent({ id: 'c1' }), sampleContent({ id: 'c2' })] });
    app.session.enterNetwork(harbour);
    const channel = app.get<InMemoryLiveChannel>(ports.LIVE_CHANNEL);
    bindLiveModule(app.container, { apiBaseUrl: '/api' });
    const store = app.get<ContentsStore>(CONTENTS_STORE);
    await store.reload();
    channel.emit('content.deleted', { id: 'c1' });
    expect(store.items.map((content) => content.id)).toEqual(['c2']);

    // Before the notifications' module is there nothing is told; after, the center hears each one.
    channel.emit('notification.created', sampleNotification({ id: 'n1' }));
    const heard: string[] = [];
    const center = { arrived: (notification: { id: string }) => heard.push(notification.id) };
    app.container.bind(PRESENTERS.NotificationCenter).toConstantValue(() => center);
    channel.emit('notification.created', sampleNotification({ id: 'n2' }));
    expect(heard).toEqual(['n2']);
  });
});
