/**
 * The part of the Metadata Reflection API (the `reflect-metadata` polyfill) that inversify calls here: it numbers
 * each binding with metadata it keeps on `Object` (getOwnMetadata, defineMetadata), and reads a class's own or
 * inherited metadata (getMetadata) only for classes bound with `to(Class)` or decorated with `@injectable`, which
 * the app has none of: it binds values and factories (toConstantValue, toResolvedValue). The forms' class-validator
 * decorators keep their rules in class-validator's own storage; the design types TypeScript records with
 * Reflect.metadata when it exists are read by nothing. vite.config.ts resolves `reflect-metadata/lite`, which
 * @inversifyjs/container imports, to this module in builds: the polyfill was 2.2 KB gzip of a network page's first
 * load (DESIGN.md Budgets), this is a tenth of it.
 */
type Metadata = Map<unknown, unknown>;

const metadataByTarget = new WeakMap<object, Map<PropertyKey | undefined, Metadata>>();

function ownMetadata(target: object, propertyKey: PropertyKey | undefined): Metadata | undefined {
  return metadataByTarget.get(target)?.get(propertyKey);
}

export const reflectMetadata = {
  defineMetadata(metadataKey: unknown, metadataValue: unknown, target: object, propertyKey?: PropertyKey): void {
    let byProperty = metadataByTarget.get(target);
    if (!byProperty) metadataByTarget.set(target, (byProperty = new Map()));
    let metadata = byProperty.get(propertyKey);
    if (!metadata) byProperty.set(propertyKey, (metadata = new Map()));
    metadata.set(metadataKey, metadataValue);
  },

  getOwnMetadata(metadataKey: unknown, target: object, propertyKey?: PropertyKey): unknown {
    return ownMetadata(target, propertyKey)?.get(metadataKey);
  },

  /** The target's own value, else the nearest one up its prototype chain (a subclass reads its parent's). */
  getMetadata(metadataKey: unknown, target: object, propertyKey?: PropertyKey): unknown {
    for (let owner: object | null = target; owner !== null; owner = Object.getPrototypeOf(owner) as object | null) {
      const metadata = ownMetadata(owner, propertyKey);
      if (metadata?.has(metadataKey)) return metadata.get(metadataKey);
    }
    return undefined;
  },
};

// Installed once, as the polyfill does; a full polyfill loaded first is kept (its metadata could not be read here).
if (typeof (Reflect as { getOwnMetadata?: unknown }).getOwnMetadata !== 'function') Object.assign(Reflect, reflectMetadata);
