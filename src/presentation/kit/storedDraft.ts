import { action, makeObservable, observable } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import { draftKeyPrefixes, networkKey, type KeyValueStore } from '../../application/ports/KeyValueStore';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { Session } from '../../application/session/Session';
import { DRAFT_LIMITS, fitsDraftSize, isDraftExpired } from '../../domain/drafts/DraftLimits';
import { asStoredDraft, type StoredDraft } from '../../domain/drafts/StoredDraft';

export type DraftStorage = Pick<KeyValueStore, 'get' | 'set' | 'remove' | 'keys'>;

/** What a keeper keeps: which stored values are its drafts, and which leave nothing worth keeping. */
export interface DraftKind<T> {
  accepts(value: unknown): value is T;
  isBlank(value: T): boolean;
}

/** The text of a composer (a comment, a chat message): blank text is no draft. */
export const TEXT_DRAFT: DraftKind<string> = {
  accepts: (value): value is string => typeof value === 'string',
  isBlank: (text) => text.trim() === '',
};

/** The stores whose old drafts were swept in this page: once each, on the first read. */
const swept = new WeakSet<DraftStorage>();

/**
 * What a member is writing, kept on the device by key so a reload or a failed send loses nothing (spec §3), within
 * bounds (DESIGN.md Conventions): written at most every 500 ms (the latest value wins; `flush` writes it at once), not
 * stored when over 20 KB (the text stays in its field), and forgotten after 30 days: an old draft is removed when
 * read, and the first read of a page sweeps every old draft of the device. Blank text is removed at once, so a sent
 * message never comes back. When the storage is full, drafts are what gives way (WebStorageKeyValueStore).
 */
export class DraftKeeper<T> {
  private pending: { key: string; value: T } | null = null;
  private cancelPending: (() => void) | null = null;
  private lastWrite = -Infinity;

  constructor(
    private readonly store: DraftStorage,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly kind: DraftKind<T>,
  ) {}

  read(key: string): T | null {
    this.sweepOnce();
    if (this.pending?.key === key) return this.pending.value;
    const draft = this.fresh(this.store.get<unknown>(key));
    if (draft && this.kind.accepts(draft.value)) return draft.value;
    this.store.remove(key);
    return null;
  }

  write(key: string, value: T): void {
    if (this.pending && this.pending.key !== key) this.flush();
    if (this.kind.isBlank(value)) {
      this.clear(key);
      return;
    }
    this.pending = { key, value };
    const wait = this.lastWrite + DRAFT_LIMITS.writeIntervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else this.cancelPending ??= this.clock.schedule(wait, () => this.flush());
  }

  /** Writes what is waiting now (the screen goes away). */
  flush(): void {
    const pending = this.pending;
    this.discard();
    if (!pending) return;
    const now = this.clock.now();
    this.lastWrite = now;
    const draft: StoredDraft<T> = { value: pending.value, savedAt: now };
    // Too large to store: the field keeps it, and an earlier, shorter version must not come back in its place.
    if (fitsDraftSize(draft)) this.store.set(pending.key, draft);
    else this.store.remove(pending.key);
  }

  /** The draft is done with (sent, answered): removed, and nothing waiting for it is written after. */
  clear(key: string): void {
    if (this.pending?.key === key) this.discard();
    this.store.remove(key);
  }

  /** What waits is not written: its writer has gone (signed out, another member signed in). */
  discard(): void {
    this.cancelPending?.();
    this.cancelPending = null;
    this.pending = null;
  }

  private fresh(stored: unknown): StoredDraft<unknown> | null {
    const draft = asStoredDraft(stored);
    return draft && !isDraftExpired(draft, this.clock.now()) ? draft : null;
  }

  private sweepOnce(): void {
    if (swept.has(this.store)) return;
    swept.add(this.store);
    for (const key of draftKeyPrefixes().flatMap((prefix) => this.store.keys(prefix))) {
      if (!this.fresh(this.store.get<unknown>(key))) this.store.remove(key);
    }
  }
}

/**
 * The text of a composer (a comment, a chat message), kept as a member's draft under `<prefix>:<networkId>:<subjectId>`
 * until the server has what was sent, so a reload or a failed send loses nothing (spec §3); logout clears it (spec §4).
 * It is written as it is typed, within DraftKeeper's bounds, and at once when the page is left or the composer goes.
 */
export class ComposerDraft {
  text: string;
  private readonly keeper: DraftKeeper<string>;

  constructor(
    store: DraftStorage,
    clock: Pick<Clock, 'now' | 'schedule'>,
    /** A page being left (a reload, a tab closed) writes the draft that waits: the screen is not unmounted then. */
    private readonly page: Pick<PageVisibility, 'onChange'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly prefix: string,
    private readonly subjectId: string,
  ) {
    this.keeper = new DraftKeeper(store, clock, TEXT_DRAFT);
    this.text = this.keeper.read(this.key) ?? '';
    makeObservable<ComposerDraft, never>(this, { text: observable, typed: action, taken: action, reread: action });
  }

  /** While the composer is shown; the returned function ends it, writing what waits. */
  mount(): () => void {
    const stopWatchingPage = this.page.onChange((visible) => visible || this.keeper.flush());
    return () => {
      stopWatchingPage();
      this.keeper.flush();
    };
  }

  typed(text: string): void {
    this.text = text;
    this.keeper.write(this.key, text);
  }

  /** The text is sent: the field empties as it shows, and the stored draft stays until the server has it. */
  taken(): void {
    this.text = '';
  }

  /** The server has what was sent: the stored draft follows the field again, empty or what was typed since. */
  delivered(): void {
    this.typed(this.text);
  }

  /** Another member signed in, or none: what waits must not be written after logout cleared the drafts. */
  discardWaiting(): void {
    this.keeper.discard();
  }

  /** The field shows the draft kept for whoever writes now. */
  reread(): void {
    this.text = this.keeper.read(this.key) ?? '';
  }

  private get key(): string {
    return `${networkKey(this.prefix, this.session.networkId ?? '')}:${this.subjectId}`;
  }
}
