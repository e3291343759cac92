import { runInAction } from 'mobx';

/**
 * One optimistic write (the one way for every write of the community, DESIGN.md Conventions): the screen's state is
 * changed at once (`apply`, which returns how to take the change back), the server is asked (`send`), its
 * answer replaces the guess (`confirm`) or the change is taken back (the undo), and either way the screen
 * then reloads what the server has (`refetch`). The caller shows the failure with a retry. Each change of
 * state runs as a MobX action, the ones after the answer too, so callers need no `runInAction` of their own.
 */
export interface OptimisticWrite<T> {
  apply(): () => void;
  send(): Promise<T>;
  confirm?(answer: T): void;
  refetch?(): Promise<unknown> | void;
}

export type WriteOutcome<T> = { ok: true; answer: T } | { ok: false; error: unknown };

export async function writeOptimistically<T>(write: OptimisticWrite<T>): Promise<WriteOutcome<T>> {
  const undo = runInAction(() => write.apply());
  let outcome: WriteOutcome<T>;
  try {
    const answer = await write.send();
    if (write.confirm) runInAction(() => write.confirm?.(answer));
    outcome = { ok: true, answer };
  } catch (error) {
    runInAction(undo);
    outcome = { ok: false, error };
  }
  void write.refetch?.();
  return outcome;
}
