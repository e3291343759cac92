import { makeAutoObservable, runInAction } from 'mobx';

export type ManageAction = null | 'cancel' | 'reactivate' | 'change' | `card:${string}` | 'add-card' | `invoice:${string}`;

/** What the subscription page is doing: one action at a time across its plan, cards and invoices; its button shows it. */
export class ManageBusy {
  action: ManageAction = null;

  constructor() {
    makeAutoObservable(this);
  }

  /**
   * Runs `work` as the page's one action; nothing when another is under way. Resolves with what went wrong (said by
   * the section it concerns), or null.
   */
  async during(action: Exclude<ManageAction, null>, work: () => Promise<void>): Promise<{ error: unknown } | null> {
    if (this.action) return null;
    this.action = action;
    try {
      await work();
      return null;
    } catch (error) {
      return { error };
    } finally {
      runInAction(() => (this.action = null));
    }
  }
}
