import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../../src/application/ports/LiveChannel';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import { sampleComment } from '../../../src/infrastructure/memory/samples';

describe('InMemoryLiveChannel', () => {
  it('hands what a test emits to the listeners of that event name, until they stop', () => {
    const live = new InMemoryLiveChannel();
    const comments: string[] = [];
    const deleted: string[] = [];
    const stop = live.on('comment.created', (comment) => comments.push(comment.body));
    live.on('comment.deleted', ({ id }) => deleted.push(id));

    live.emit('comment.created', sampleComment({ body: 'First' }));
    live.emit('comment.deleted', { id: 'comment-1', contentId: 'content-1' });
    stop();
    live.emit('comment.created', sampleComment({ body: 'Unheard' }));

    expect([comments, deleted]).toEqual([['First'], ['comment-1']]);
    expect(live.listenerCount).toBe(1);
  });

  it('says its state and each change of it, and a reset', () => {
    const live = new InMemoryLiveChannel();
    const states: LiveState[] = [];
    let resets = 0;
    live.onState((state) => states.push(state));
    live.onReset(() => void (resets += 1));

    live.setState('fallback');
    live.setState('fallback');
    live.reset();

    expect([live.state(), states, resets]).toEqual(['fallback', ['fallback'], 1]);
  });

  it('records the typing signalled and the network composition connected', () => {
    const live = new InMemoryLiveChannel();
    live.typing('c1');
    live.typing('c1');
    live.connect('net-a');
    expect([live.typed, live.connectedTo, live.state()]).toEqual([['c1', 'c1'], 'net-a', 'live']);
    live.disconnect();
    expect([live.connectedTo, live.state()]).toEqual([null, 'off']);
  });
});
