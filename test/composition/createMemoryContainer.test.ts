import { describe, expect, it } from 'vitest';
import { DEVICE_IDENTITY } from '../../src/application/ports';
import { createMemoryContainer } from '../../src/composition/createMemoryContainer';
import { InMemoryDeviceIdentity } from '../../src/infrastructure/memory/InMemoryDeviceIdentity';

describe('the device identity of the memory container', () => {
  it('the memory profile has an in-memory one, which a test may replace', () => {
    expect(createMemoryContainer().get(DEVICE_IDENTITY)).toBeInstanceOf(InMemoryDeviceIdentity);
    const mine = new InMemoryDeviceIdentity('device-of-this-test');
    expect(createMemoryContainer({ [DEVICE_IDENTITY]: mine }).get(DEVICE_IDENTITY)).toBe(mine);
  });
});
