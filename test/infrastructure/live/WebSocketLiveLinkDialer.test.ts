import { describe, expect, it } from 'vitest';
import type { LiveFrame, LiveLinkListener } from '../../../src/application/ports/LiveLink';
import { WebSocketLiveLinkDialer, type LiveSocket } from '../../../src/infrastructure/live/WebSocketLiveLinkDialer';
import { RecordingMonitoring } from '../../../src/infrastructure/memory/RecordingMonitoring';
import { sampleComment, sampleContent, sampleNotification } from '../../../src/infrastructure/memory/samples';

/** A WebSocket the test plays both ends of: the browser's socket (`open`, `message`, `serverClose`) and what the app sent. */
class FakeSocket {
  readyState = 0;
  readonly sent: unknown[] = [];
  closedByApp = false;
  onopen: ((event: object) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByApp = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  message(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function dialer({ throwing = false } = {}) {
  const sockets: FakeSocket[] = [];
  const monitoring = new RecordingMonitoring();
  const live = new WebSocketLiveLinkDialer('https://api.example.com/', () => 'https://community.example.com/harbour-runners', monitoring, (url) => {
    if (throwing) throw new DOMException('The URL is not allowed.', 'SyntaxError');
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as LiveSocket;
  });
  const heard: (LiveFrame | 'opened' | { closed: number })[] = [];
  const listener: LiveLinkListener = {
    opened: () => heard.push('opened'),
    received: (frame) => heard.push(frame),
    closed: (code) => heard.push({ closed: code }),
  };
  const link = live.open('net-a', listener);
  return { sockets, socket: () => sockets[0] as FakeSocket, monitoring, link, heard };
}

describe('WebSocketLiveLinkDialer', () => {
  it("opens the network's socket on the API's origin, the token never in the URL but in the first frame, once open", () => {
    const h = dialer();
    expect(h.socket().url).toBe('wss://api.example.com/v2/live?networkId=net-a');
    h.link.authenticate('chat-2', null);
    expect(h.socket().sent).toEqual([]);

    h.socket().open();
    h.link.authenticate('chat-2', null);
    h.link.authenticate('chat-2', 12);
    h.link.pong();
    h.link.typing('c1');

    expect(h.heard).toEqual(['opened']);
    expect(h.socket().sent).toEqual([
      { type: 'auth', token: 'chat-2' },
      { type: 'auth', token: 'chat-2', after: 12 },
      { type: 'pong' },
      { type: 'typing', conversationId: 'c1' },
    ]);
  });

  it('reads the frames of the contract into domain objects', () => {
    const h = dialer();
    h.socket().open();
    h.socket().message({ type: 'ready', lastEventId: 41 });
    h.socket().message({ type: 'ping' });
    h.socket().message({ type: 'reset' });
    h.socket().message({ type: 'event', id: 42, event: 'content.created', data: sampleContent({ id: 'content-9' }) });
    h.socket().message({ type: 'event', id: 43, event: 'comment.deleted', data: { id: 7, contentId: 'content-9' } });
    h.socket().message({ type: 'event', id: 44, event: 'notification.created', data: sampleNotification() });
    h.socket().message({ type: 'event', id: 45, event: 'reactions.changed', data: { targetType: 'comment', targetId: 'comment-1', reactions: [{ emoji: '🎉', count: 2, mine: true }] } });

    expect(h.heard.slice(1)).toEqual([
      { type: 'ready', lastEventId: 41 },
      { type: 'ping' },
      { type: 'reset' },
      { type: 'event', event: { id: 42, name: 'content.created', data: sampleContent({ id: 'content-9' }) } },
      { type: 'event', event: { id: 43, name: 'comment.deleted', data: { id: '7', contentId: 'content-9' } } },
      { type: 'event', event: { id: 44, name: 'notification.created', data: sampleNotification() } },
      { type: 'event', event: { id: 45, name: 'reactions.changed', data: { targetType: 'comment', targetId: 'comment-1', reactions: [{ emoji: '🎉', count: 2, mine: true }] } } },
    ]);
  });

  it('drops a frame it cannot read and reports each kind once to monitoring, hearing the rest', () => {
    const h = dialer();
    h.socket().open();
    h.socket().message('not json');
    h.socket().message('{also not json');
    h.socket().message({ type: 'event', id: 1, event: 'content.created', data: { ...sampleContent(), title: null } });
    h.socket().message({ type: 'event', id: 2, event: 'content.created', data: { ...sampleContent(), title: 5 } });
    h.socket().message({ type: 'event', id: 3, event: 'comment.created', data: { ...sampleComment(), body: null } });
    h.socket().message({ type: 'event', id: 4.5, event: 'comment.created', data: sampleComment() });
    h.socket().message({ type: 'event', id: 5, event: 'content.exploded', data: {} });
    h.socket().message({ type: 'welcome' });
    h.socket().message({ type: 'event', id: 6, event: 'comment.created', data: sampleComment() });

    expect(h.heard.slice(1)).toEqual([{ type: 'event', event: { id: 6, name: 'comment.created', data: sampleComment() } }]);
    expect(h.monitoring.errors.map((error) => error.message)).toEqual([
      'A live frame was dropped: it is not JSON.',
      'A live content.created event was dropped: frame.data.title could not be read.',
      'A live comment.created event was dropped: frame.data.body could not be read.',
      'A live comment.created event was dropped: frame.id could not be read.',
      'A live content.exploded event was dropped: frame.event could not be read.',
      'A live frame was dropped: frame.type could not be read.',
    ]);
  });

  it('tells the close code once; after the app closes the socket, nothing more is heard or sent', () => {
    const h = dialer();
    h.socket().open();
    h.socket().serverClose(4401);
    h.socket().serverClose(1006);
    expect(h.heard).toEqual(['opened', { closed: 4401 }]);

    const other = dialer();
    other.socket().open();
    other.link.close();
    other.socket().message({ type: 'ping' });
    other.socket().serverClose(1000);
    other.link.pong();
    expect([other.socket().closedByApp, other.heard, other.socket().sent]).toEqual([true, ['opened'], []]);
  });

  it('a socket the browser would not make is a failed open, told once the link is in hand', async () => {
    const h = dialer({ throwing: true });
    expect(h.heard).toEqual([]);
    await Promise.resolve();
    expect(h.heard).toEqual([{ closed: 1006 }]);
  });
});
