export interface RecordedCall<Method extends string> {
  method: Method;
  args: unknown[];
}

/**
 * What every in-memory gateway offers tests: the calls it received, in order, and failures
 * scripted per method (`failNext`) that win over the seeded behaviour, first in first out.
 */
export abstract class ScriptedGateway<Method extends string> {
  readonly calls: RecordedCall<Method>[] = [];
  private readonly failures = new Map<Method, Error[]>();

  failNext(method: Method, error: Error): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Records the call, then throws the failure scripted for it, if any. */
  protected enter(method: Method, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const error = this.failures.get(method)?.shift();
    if (error) throw error;
  }
}

/** A scripted answer: what to resolve with, or the error to reject with. */
export type Scripted<T> = T | Error;

export function play<T>(outcome: Scripted<T>): T {
  if (outcome instanceof Error) throw outcome;
  return outcome;
}
