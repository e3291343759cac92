import { describe, expect, it } from 'vitest';
import { SynchronousEventBus } from '../../../src/infrastructure/events/SynchronousEventBus';

describe('SynchronousEventBus', () => {
  it('delivers an event synchronously to the handlers of its type only', () => {
    const bus = new SynchronousEventBus();
    const reasons: (string | null)[] = [];
    let expired = 0;
    bus.subscribe('forbiddenAccess', (event) => reasons.push(event.reason));
    bus.subscribe('sessionExpired', () => expired++);

    bus.publish({ type: 'forbiddenAccess', reason: 'canceled', networkId: 'net-1' });

    expect(reasons).toEqual(['canceled']);
    expect(expired).toBe(0);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new SynchronousEventBus();
    let calls = 0;
    const unsubscribe = bus.subscribe('sessionExpired', () => calls++);
    bus.publish({ type: 'sessionExpired', networkId: 'net-1' });
    unsubscribe();
    bus.publish({ type: 'sessionExpired', networkId: 'net-1' });
    expect(calls).toBe(1);
  });

  it('still delivers to the other handlers when one throws, and reports the error', () => {
    const reported: unknown[] = [];
    const bus = new SynchronousEventBus((error) => reported.push(error));
    let delivered = 0;
    bus.subscribe('sessionExpired', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('sessionExpired', () => delivered++);

    expect(() => bus.publish({ type: 'sessionExpired', networkId: 'net-1' })).not.toThrow();

    expect(delivered).toBe(1);
    expect(reported).toEqual([new Error('broken handler')]);
  });

  it('does not deliver to a handler subscribed while the event is being delivered', () => {
    const bus = new SynchronousEventBus();
    let late = 0;
    bus.subscribe('sessionExpired', () => {
      bus.subscribe('sessionExpired', () => late++);
    });
    bus.publish({ type: 'sessionExpired', networkId: 'net-1' });
    expect(late).toBe(0);
  });
});
