import { normalizeEmail } from '../../domain/auth/normalizeEmail';

export type DemoInboxChannel = 'sms' | 'email';

/** A text message or e-mail the fake back end "sent", shown to the person trying the demo. */
export interface DemoInboxMessage {
  id: string;
  channel: DemoInboxChannel;
  to: string;
  text: string;
  code: string;
  createdAt: string;
}

interface InboxHost {
  readMessages(): DemoInboxMessage[];
  writeMessages(messages: DemoInboxMessage[]): void;
  now(): number;
  nextId(prefix: string): string;
}

/** Enough to read recent codes; older messages are dropped so the saved state stays small. */
const INBOX_CAPACITY = 50;

/**
 * Where one-time codes, confirmation codes and reset links land instead of a real phone or mailbox.
 * `list()` returns the same array until something changes (for `useSyncExternalStore`).
 */
export class DemoInbox {
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly DemoInboxMessage[] | null = null;

  constructor(private readonly host: InboxHost) {}

  /** Newest first. */
  list = (): readonly DemoInboxMessage[] => {
    if (this.snapshot === null) this.snapshot = [...this.host.readMessages()].reverse();
    return this.snapshot;
  };

  /** The code of the newest message sent to this phone number or e-mail address, or null. */
  latestCodeFor(to: string): string | null {
    const wanted = normalizeRecipient(to);
    return this.list().find((message) => normalizeRecipient(message.to) === wanted)?.code ?? null;
  }

  deliver(channel: DemoInboxChannel, to: string, text: string, code: string): DemoInboxMessage {
    const message: DemoInboxMessage = {
      id: this.host.nextId('msg'),
      channel,
      to,
      text,
      code,
      createdAt: new Date(this.host.now()).toISOString(),
    };
    this.host.writeMessages([...this.host.readMessages(), message].slice(-INBOX_CAPACITY));
    this.notify();
    return message;
  }

  clear(): void {
    this.host.writeMessages([]);
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Called after any change, including the back end replacing its whole state. */
  notify(): void {
    this.snapshot = null;
    for (const listener of [...this.listeners]) listener();
  }
}

/** An e-mail address as the back end stores it; a phone number without its separators. */
function normalizeRecipient(to: string): string {
  return to.includes('@') ? normalizeEmail(to) : to.replace(/[\s()-]/g, '');
}
