import { describe, expect, it } from 'vitest';
import { UserTraceRegistry } from '../../../src/application/session/UserTraceRegistry';

describe('UserTraceRegistry', () => {
  it('forgets what every feature registered, on the network logged out of, in the order they registered', () => {
    const traces = new UserTraceRegistry();
    const forgotten: string[] = [];
    traces.register((networkId) => forgotten.push(`chat drafts of ${networkId}`));
    traces.register((networkId) => forgotten.push(`consent step of ${networkId}`));

    traces.forgetAll('net-1');

    expect(forgotten).toEqual(['chat drafts of net-1', 'consent step of net-1']);
  });
});
