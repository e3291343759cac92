// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFakeBackend, NETWORK_IDS } from '../../../../src/infrastructure/fake-api/index';
import { createLiveHandler } from '../../../../src/infrastructure/fake-api/live/createLiveHandler';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';

/**
 * The client side of a connection as MSW's interceptor hands it to a handler: what the handler sent it and how it
 * closed it. (Driven through the handler's `run`, as MSW does once its interceptor caught `new WebSocket(…)`: the
 * interceptor itself is MSW's, and a shared one in Node test workers.)
 */
class InterceptedClient extends EventTarget {
  readonly id = 'client-1';
  readonly sent: unknown[] = [];
  closedWith: number | null = null;

  constructor(readonly url: URL) {
    super();
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code: number): void {
    this.closedWith = code;
    this.dispatchEvent(new Event('close'));
  }

  /** The app sends a frame. */
  say(frame: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function setup() {
  const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
  const backend = createFakeBackend({ now: () => clock.now(), timers: clock });
  const handler = createLiveHandler(backend.live, 'http://api.test');
  const connect = async (url: string) => {
    const client = new InterceptedClient(new URL(url));
    const server = new EventTarget();
    const connection = await handler.run({ client, server, info: { protocols: undefined } } as unknown as Parameters<typeof handler.run>[0]);
    return { client, handled: connection !== null };
  };
  return { backend, connect };
}

const LIVE_URL = `ws://api.test/v2/live?networkId=${NETWORK_IDS.harbour}`;

describe('createLiveHandler (MSW ws.link)', () => {
  it('answers /v2/live of the API base with the live protocol, and hands the sockets’ closing to it', async () => {
    const { backend, connect } = setup();
    const { client, handled } = await connect(LIVE_URL);
    expect(handled).toBe(true);
    const member = backend.membershipById('mem-ada-harbour');
    if (!member) throw new Error('no ada');
    client.say({ type: 'auth', token: backend.issueTokens(member).chatTokenV2 });
    expect(client.sent).toEqual([{ type: 'ready', lastEventId: 0 }]);
    backend.liveEvents.publish(NETWORK_IDS.harbour, 'content.deleted', { id: 'cnt-1' }, { kind: 'network' });
    expect(client.sent.at(-1)).toEqual({ type: 'event', id: 1, event: 'content.deleted', data: { id: 'cnt-1' } });

    client.close(1000);
    expect(backend.live.status().sockets).toBe(0);
  });

  it('drops a socket with 1006, and refuses one with 1006 before the protocol sees it', async () => {
    const { backend, connect } = setup();
    const { client } = await connect(LIVE_URL);
    backend.live.dropAll();
    expect(client.closedWith).toBe(1006);

    backend.live.refuseNext(1);
    const refused = await connect(LIVE_URL);
    expect(refused.client.closedWith).toBe(1006);
    expect(backend.live.status()).toMatchObject({ sockets: 0, refusing: 0 });
  });

  it('leaves other addresses alone', async () => {
    const { connect } = setup();
    expect((await connect('ws://api.test/v2/elsewhere')).handled).toBe(false);
    expect((await connect('ws://other.test/v2/live')).handled).toBe(false);
  });
});
