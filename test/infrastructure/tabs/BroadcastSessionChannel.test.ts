// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BroadcastSessionChannel } from '../../../src/infrastructure/tabs/BroadcastSessionChannel';
import type { SessionChange } from '../../../src/application/ports/SessionBroadcast';

describe('BroadcastSessionChannel', () => {
  it('tells the other tabs over a BroadcastChannel, never the tab that announced', async () => {
    const thisTab = new BroadcastSessionChannel(window, BroadcastChannel);
    const otherTab = new BroadcastSessionChannel(window, BroadcastChannel);
    const heardHere: SessionChange[] = [];
    const heardThere: SessionChange[] = [];
    const stopHere = thisTab.listen((change) => heardHere.push(change));
    const stopThere = otherTab.listen((change) => heardThere.push(change));

    thisTab.announce({ kind: 'signedOut', networkId: 'net-1' });

    await vi.waitFor(() => expect(heardThere).toEqual([{ kind: 'signedOut', networkId: 'net-1' }]));
    expect(heardHere).toEqual([]);
    stopHere();
    stopThere();
  });

  it('falls back to the storage event where there is no BroadcastChannel, and ignores what is not a session change', () => {
    const channel = new BroadcastSessionChannel(window, null);
    const heard: SessionChange[] = [];
    const stop = channel.listen((change) => heard.push(change));
    const storageEvent = (newValue: string) => window.dispatchEvent(new StorageEvent('storage', { key: 'session-change', newValue }));

    storageEvent(JSON.stringify({ kind: 'signedIn', networkId: 'net-1', nonce: 0.5 }));
    storageEvent('not json');
    storageEvent(JSON.stringify({ kind: 'hijack', networkId: 'net-1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ kind: 'signedOut', networkId: 'net-1' }) }));

    expect(heard).toEqual([{ kind: 'signedIn', networkId: 'net-1' }]);
    stop();
  });

  it('writes the change with a fresh nonce when announcing through storage, so a repeat still fires', () => {
    const channel = new BroadcastSessionChannel(window, null);
    channel.announce({ kind: 'signedOut', networkId: 'net-1' });
    const first = window.localStorage.getItem('session-change');
    channel.announce({ kind: 'signedOut', networkId: 'net-1' });
    expect(window.localStorage.getItem('session-change')).not.toBe(first);
    expect(JSON.parse(first ?? '{}')).toMatchObject({ kind: 'signedOut', networkId: 'net-1' });
  });
});
