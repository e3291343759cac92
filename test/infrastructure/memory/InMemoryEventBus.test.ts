import { describe, expect, it } from 'vitest';
import { InMemoryEventBus } from '../../../src/infrastructure/memory/InMemoryEventBus';

describe('InMemoryEventBus', () => {
  it('delivers an event synchronously to the handlers of its type only', () => {
    const bus = new InMemoryEventBus();
    const reasons: (string | null)[] = [];
    let loggedOut = 0;
    bus.subscribe('forbiddenAccess', (event) => reasons.push(event.reason));
    bus.subscribe('loggedOut', () => loggedOut++);

    bus.publish({ type: 'forbiddenAccess', reason: 'canceled', networkId: 'net-1' });

    expect(reasons).toEqual(['canceled']);
    expect(loggedOut).toBe(0);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new InMemoryEventBus();
    let calls = 0;
    const unsubscribe = bus.subscribe('loggedOut', () => calls++);
    bus.publish({ type: 'loggedOut' });
    unsubscribe();
    bus.publish({ type: 'loggedOut' });
    expect(calls).toBe(1);
  });

  it('still delivers to the other handlers when one throws, and reports the error', () => {
    const reported: unknown[] = [];
    const bus = new InMemoryEventBus((error) => reported.push(error));
    let delivered = 0;
    bus.subscribe('loggedOut', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('loggedOut', () => delivered++);

    expect(() => bus.publish({ type: 'loggedOut' })).not.toThrow();

    expect(delivered).toBe(1);
    expect(reported).toEqual([new Error('broken handler')]);
  });

  it('does not deliver to a handler subscribed while the event is being delivered', () => {
    const bus = new InMemoryEventBus();
    let late = 0;
    bus.subscribe('loggedOut', () => {
      bus.subscribe('loggedOut', () => late++);
    });
    bus.publish({ type: 'loggedOut' });
    expect(late).toBe(0);
  });
});
