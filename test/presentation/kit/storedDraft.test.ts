import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ComposerDraft, DraftKeeper, TEXT_DRAFT } from '../../../src/presentation/kit/storedDraft';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const DAY = 24 * 3_600_000;
const KEY = 'chat-draft:net-1:c1';

function keeper(store = new InMemoryKeyValueStore(), clock = new ManualClock(NOW)) {
  return { store, clock, drafts: new DraftKeeper(store, clock, TEXT_DRAFT) };
}

describe('DraftKeeper (issue 22 §5)', () => {
  it('writes at once, then at most every 500 ms, the latest text winning', () => {
    const { store, clock, drafts } = keeper();
    drafts.write(KEY, 'H');
    drafts.write(KEY, 'He');
    clock.advance(200);
    drafts.write(KEY, 'Hel');
    expect(store.get(KEY)).toEqual({ value: 'H', savedAt: NOW });
    expect(clock.pendingDelays()).toEqual([300]);

    clock.advance(300);
    expect(store.get(KEY)).toEqual({ value: 'Hel', savedAt: NOW + 500 });
    clock.advance(1_000);
    drafts.write(KEY, 'Hello');
    expect(store.get(KEY)).toEqual({ value: 'Hello', savedAt: NOW + 1_500 });
  });

  it('reads what waits to be written, and writes it at once on flush', () => {
    const { store, drafts } = keeper();
    drafts.write(KEY, 'A');
    drafts.write(KEY, 'All');
    expect(drafts.read(KEY)).toBe('All');
    drafts.flush();
    expect(store.get(KEY)).toEqual({ value: 'All', savedAt: NOW });
  });

  it('writes what waits for one key before a draft of another', () => {
    const { store, drafts } = keeper();
    drafts.write(KEY, 'A');
    drafts.write(KEY, 'AB');
    drafts.write('chat-draft:net-1:c2', 'C');
    expect(store.get(KEY)).toEqual({ value: 'AB', savedAt: NOW });
  });

  it('removes blank text at once, and nothing waiting comes back after', () => {
    const { store, clock, drafts } = keeper();
    drafts.write(KEY, 'Sent');
    drafts.write(KEY, 'Sent!');
    drafts.write(KEY, '  ');
    expect(store.get(KEY)).toBeNull();
    clock.advance(500);
    expect(store.get(KEY)).toBeNull();
  });

  it('drops what waits when discarded (its member has gone)', () => {
    const { store, clock, drafts } = keeper();
    drafts.write(KEY, 'Mine');
    drafts.write(KEY, 'Mine only');
    store.removeByPrefix('chat-draft:net-1:');
    drafts.discard();
    clock.advance(500);
    expect(store.get(KEY)).toBeNull();
  });

  it('does not store a draft over 20 KB, nor leave an older one in its place', () => {
    const { store, clock, drafts } = keeper();
    drafts.write(KEY, 'A start');
    clock.advance(500);
    drafts.write(KEY, 'x'.repeat(20 * 1024));
    expect(store.get(KEY)).toBeNull();
    expect(drafts.read(KEY)).toBeNull();
  });

  it('forgets a draft older than 30 days when read', () => {
    const { store, clock, drafts } = keeper();
    store.set(KEY, { value: 'Old', savedAt: NOW - 30 * DAY });
    expect(drafts.read(KEY)).toBe('Old');
    clock.advance(1);
    expect(new DraftKeeper(store, clock, TEXT_DRAFT).read(KEY)).toBeNull();
    expect(store.get(KEY)).toBeNull();
  });

  it('sweeps every old or unreadable draft of the device on its first read, and nothing else', () => {
    const store = new InMemoryKeyValueStore();
    store.set('comment-draft:net-2:c9', { value: 'Stale', savedAt: NOW - 31 * DAY });
    store.set('survey-draft:net-1:mem-ada:s1', { value: { responses: {}, step: 0 }, savedAt: NOW - 40 * DAY });
    store.set('chat-draft:net-3:c4', 'A draft of an older version, without its date');
    store.set('chat-draft:net-1:c2', { value: 'Fresh', savedAt: NOW - DAY });
    store.set('refresh-token:net-1', 'token');
    store.set('membership:net-1', { id: 'mem-ada', savedAt: 0 });

    expect(keeper(store).drafts.read(KEY)).toBeNull();

    expect(store.keys().sort()).toEqual(['chat-draft:net-1:c2', 'membership:net-1', 'refresh-token:net-1']);
  });

  it('ignores a stored value that is not a draft of its kind', () => {
    const { store, drafts } = keeper();
    store.set(KEY, { value: { not: 'text' }, savedAt: NOW });
    expect(drafts.read(KEY)).toBeNull();
    expect(store.get(KEY)).toBeNull();
  });
});

describe('ComposerDraft', () => {
  function composer(store = new InMemoryKeyValueStore(), session = { networkId: 'net-1' as string | null }) {
    const clock = new ManualClock(NOW);
    const page = new InMemoryPageVisibility();
    return { store, clock, page, session, draft: new ComposerDraft(store, clock, page, session, 'chat-draft', 'c1') };
  }

  it('keeps the text under its network and subject, and the stored draft until the server has what was sent', () => {
    const { store, draft } = composer();
    draft.typed('See you at 7:30');
    expect(store.get(KEY)).toEqual({ value: 'See you at 7:30', savedAt: NOW });
    expect(composer(store).draft.text).toBe('See you at 7:30');

    draft.taken();
    expect(draft.text).toBe('');
    expect(store.get(KEY)).toEqual({ value: 'See you at 7:30', savedAt: NOW });
    draft.delivered();
    expect(store.get(KEY)).toBeNull();
  });

  it('writes what waits when the page is left and when the composer goes, unless its writer has gone', () => {
    const { store, page, draft } = composer();
    const end = draft.mount();
    draft.typed('S');
    draft.typed('See');
    page.set(false);
    expect(store.get(KEY)).toEqual({ value: 'See', savedAt: NOW });

    draft.typed('See you');
    end();
    expect(store.get(KEY)).toEqual({ value: 'See you', savedAt: NOW });

    const other = composer(store);
    other.draft.mount();
    other.draft.typed('Se');
    other.draft.typed('Secret');
    other.draft.discardWaiting();
    other.clock.advance(500);
    expect(store.get(KEY)).toEqual({ value: 'Se', savedAt: NOW });
  });

  it('shows the draft kept for whoever writes now', () => {
    const store = new InMemoryKeyValueStore();
    store.set('chat-draft:net-2:c1', { value: 'On the other network', savedAt: NOW });
    const { session, draft } = composer(store);
    session.networkId = 'net-2';
    draft.reread();
    expect(draft.text).toBe('On the other network');
  });
});
