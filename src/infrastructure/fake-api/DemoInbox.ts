import { normalizeEmail } from '../../domain/auth/normalizeEmail';
import { RecentRecords } from './RecentRecords';

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

/** Enough to read recent codes. */
const INBOX_CAPACITY = 50;

/**
 * Where one-time codes, confirmation codes and reset links land instead of a real phone or mailbox.
 * `list()` returns the same array until something changes (for `useSyncExternalStore`).
 */
export class DemoInbox {
  private readonly messages: RecentRecords<DemoInboxMessage>;

  constructor(private readonly host: InboxHost) {
    this.messages = new RecentRecords({ read: () => host.readMessages(), write: (messages) => host.writeMessages(messages) }, INBOX_CAPACITY);
  }

  /** Newest first. */
  list = (): readonly DemoInboxMessage[] => this.messages.list();

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
    this.messages.add([message]);
    return message;
  }

  clear(): void {
    this.messages.clear();
  }

  subscribe = (listener: () => void): (() => void) => this.messages.subscribe(listener);

  /** Called after any change, including the back end replacing its whole state. */
  notify(): void {
    this.messages.notify();
  }
}

/** An e-mail address as the back end stores it; a phone number without its separators. */
function normalizeRecipient(to: string): string {
  return to.includes('@') ? normalizeEmail(to) : to.replace(/[\s()-]/g, '');
}
