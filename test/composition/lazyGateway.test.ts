import { describe, expect, it } from 'vitest';
import { lazyGateway } from '../../src/composition/lazyGateway';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyGateway', () => {
  it('loads the adapter on the first call only, then forwards every call', async () => {
    let loads = 0;
    const greeter = lazyGateway<Greeter>(async () => {
      loads++;
      return { greet: async (name) => `ciao ${name}` };
    });
    expect(loads).toBe(0);
    expect(await Promise.all([greeter.greet('Ada'), greeter.greet('Leo')])).toEqual(['ciao Ada', 'ciao Leo']);
    expect(loads).toBe(1);
  });

  it('is not mistaken for a promise (the container resolves it as a plain value)', async () => {
    const greeter = lazyGateway<Greeter>(async () => ({ greet: async (name) => name }));
    expect((greeter as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(greeter)).toBe(greeter);
  });

  it('tries the download again after a failed one', async () => {
    let attempt = 0;
    const greeter = lazyGateway<Greeter>(async () => {
      if (++attempt === 1) throw new Error('chunk failed to load');
      return { greet: async (name) => `hi ${name}` };
    });
    await expect(greeter.greet('Ada')).rejects.toThrow('chunk failed to load');
    await expect(greeter.greet('Ada')).resolves.toBe('hi Ada');
  });
});
