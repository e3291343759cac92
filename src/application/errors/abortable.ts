import { AuthError } from './AuthError';

/**
 * Runs `start` unless `signal` is already aborted, and settles with it unless `signal` aborts first:
 * then it rejects at once with AuthError Aborted, and whatever `start` answers later is dropped. Gateways
 * take no signal, so this is how a closed dialog stops waiting for them and starts nothing more.
 */
export function abortable<T>(signal: AbortSignal | undefined, start: () => Promise<T>): Promise<T> {
  if (!signal) return start();
  if (signal.aborted) return Promise.reject(AuthError.aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(AuthError.aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    start().then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        // A sleep aborted by the same signal rejects with the signal's reason: report the abort itself.
        reject(signal.aborted ? AuthError.aborted() : error);
      },
    );
  });
}
