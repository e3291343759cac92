import { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reflectMetadata } from '../../src/composition/reflectMetadata';
import { PRESENTERS } from '../../src/presentation/tokens';
import { sampleNetwork } from '../../src/infrastructure/memory/samples';
import { memoryApp } from '../presentation/memoryApp';

/** Every function the reflect-metadata polyfill (test/setup.ts) puts on Reflect. */
const POLYFILLED = ['decorate', 'metadata', 'defineMetadata', 'hasMetadata', 'hasOwnMetadata', 'getMetadata', 'getOwnMetadata', 'getMetadataKeys', 'getOwnMetadataKeys', 'deleteMetadata'];

describe('reflectMetadata, what builds have of the reflect-metadata polyfill', () => {
  it('keeps metadata per target, per property and per key', () => {
    const target = {};
    reflectMetadata.defineMetadata('id', 1, target);
    reflectMetadata.defineMetadata('id', 2, target, 'name');
    reflectMetadata.defineMetadata('kind', 'a', target);
    reflectMetadata.defineMetadata('id', 3, target);

    expect(reflectMetadata.getOwnMetadata('id', target)).toBe(3);
    expect(reflectMetadata.getOwnMetadata('id', target, 'name')).toBe(2);
    expect(reflectMetadata.getOwnMetadata('kind', target)).toBe('a');
    expect(reflectMetadata.getOwnMetadata('id', {})).toBeUndefined();
  });

  it('reads inherited metadata with getMetadata only, the nearest first', () => {
    class Base {}
    class Middle extends Base {}
    class Leaf extends Middle {}
    reflectMetadata.defineMetadata('scope', 'base', Base);
    reflectMetadata.defineMetadata('scope', 'middle', Middle);

    expect(reflectMetadata.getMetadata('scope', Leaf)).toBe('middle');
    expect(reflectMetadata.getOwnMetadata('scope', Leaf)).toBeUndefined();
    expect(reflectMetadata.getMetadata('other', Leaf)).toBeUndefined();
  });

  describe('in place of the polyfill', () => {
    const saved = new Map<string, unknown>();
    beforeEach(() => {
      const reflect = Reflect as unknown as Record<string, unknown>;
      for (const name of POLYFILLED) {
        saved.set(name, reflect[name]);
        delete reflect[name];
      }
      Object.assign(Reflect, reflectMetadata);
    });
    afterEach(() => {
      for (const name of Object.keys(reflectMetadata)) delete (Reflect as unknown as Record<string, unknown>)[name];
      Object.assign(Reflect, Object.fromEntries(saved));
    });

    it('is all inversify needs to bind and resolve values and factories', () => {
      const container = new Container({ defaultScope: 'Singleton' });
      const BASE = Symbol('base');
      const SUM = Symbol('sum');
      container.bind(BASE).toConstantValue(40);
      container.bind(SUM).toResolvedValue((base: number) => ({ total: base + 2 }), [BASE]);
      container.rebind(BASE).toConstantValue(41);

      expect(container.get(SUM)).toEqual({ total: 43 });
      expect(container.get(SUM)).toBe(container.get(SUM));
    });

    it('leaves the decorated forms their rules: class-validator keeps them itself, no design type is read', async () => {
      vi.resetModules(); // the forms' decorators run again, without the polyfill's Reflect.metadata and Reflect.decorate
      const { EmailSignInForm, validateForm } = await import('../../src/domain/auth/validation');

      const fields = validateForm(new EmailSignInForm({ email: 'not an e-mail', password: '' })).map((error) => error.field);

      expect(fields.sort()).toEqual(['email', 'password']);
    });

    it("runs the app's container: the network shell loads a network", async () => {
      const app = memoryApp({ networks: [sampleNetwork({ id: 'net-1', slug: 'runners' })] });
      const shell = app.presenter(PRESENTERS.NetworkShell);

      await shell.networkRequested('runners');

      expect(shell.status).toBe('ready');
    });
  });
});
