import type { SessionBroadcast, SessionChange } from '../../application/ports/SessionBroadcast';

const CHANNEL = 'session';
/** The fallback's key: writing it fires a `storage` event in every other tab of the origin. */
const STORAGE_KEY = 'session-change';

/**
 * A BroadcastChannel between the tabs of the origin; where there is none, the `storage` event of a
 * key written for the purpose. Neither delivers to the tab that announced.
 */
export class BroadcastSessionChannel implements SessionBroadcast {
  private readonly channel: BroadcastChannel | null;

  constructor(
    private readonly browser: Window = window,
    Channel: typeof BroadcastChannel | null = globalThis.BroadcastChannel ?? null,
  ) {
    this.channel = Channel ? new Channel(CHANNEL) : null;
  }

  announce(change: SessionChange): void {
    if (this.channel) return this.channel.postMessage(change);
    try {
      // A nonce, so the same change twice in a row still changes the value (and fires the event).
      this.browser.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...change, nonce: Math.random() }));
    } catch {
      // Storage refused: the other tabs learn of it on their next call to the server.
    }
  }

  listen(handler: (change: SessionChange) => void): () => void {
    const deliver = (value: unknown) => {
      if (isSessionChange(value)) handler({ kind: value.kind, networkId: value.networkId });
    };
    if (this.channel) {
      const channel = this.channel;
      const onMessage = (event: MessageEvent) => deliver(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || !event.newValue) return;
      try {
        deliver(JSON.parse(event.newValue));
      } catch {
        // Not ours to read.
      }
    };
    this.browser.addEventListener('storage', onStorage);
    return () => this.browser.removeEventListener('storage', onStorage);
  }
}

function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (candidate.kind === 'signedIn' || candidate.kind === 'signedOut') && typeof candidate.networkId === 'string' && candidate.networkId !== '';
}
