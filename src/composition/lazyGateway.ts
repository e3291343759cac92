type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * A gateway (or an async use case) whose code loads on its first call: what only lazy screens or rare
 * events use stays out of the first load. Every method returns a promise, so callers see no difference.
 */
export function lazyGateway<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_target, method) {
      // Not a thenable (the container and `await` would take it for a promise), and no symbol members.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (...args: unknown[]) => {
        loading ??= load().catch((error: unknown) => {
          loading = null; // a failed chunk download may succeed on the next call
          throw error;
        });
        return loading.then((gateway) => (gateway[method as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args));
      };
    },
  });
}
