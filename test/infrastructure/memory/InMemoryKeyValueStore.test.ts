import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';

describe('InMemoryKeyValueStore', () => {
  it('gives back copies of what was stored, and forgets removed keys and prefixes', () => {
    const store = new InMemoryKeyValueStore();
    const value = { step: 2 };
    store.set('consent-step', value);
    value.step = 3;
    store.set('chat-draft:1', 'hello');
    store.set('chat-draft:2', 'bye');

    expect(store.get('consent-step')).toEqual({ step: 2 });
    store.removeByPrefix('chat-draft:');
    store.remove('consent-step');

    expect(store.keys()).toEqual([]);
    expect(store.get('chat-draft:1')).toBeNull();
  });

  it('lists the keys with a prefix', () => {
    const store = new InMemoryKeyValueStore();
    store.set('chat-draft:net-1:c1', 'a');
    store.set('comment-draft:net-1:k1', 'b');
    store.set('chat-draft:net-2:c1', 'c');

    expect(store.keys('chat-draft:')).toEqual(['chat-draft:net-1:c1', 'chat-draft:net-2:c1']);
    expect(store.keys()).toHaveLength(3);
  });
});
