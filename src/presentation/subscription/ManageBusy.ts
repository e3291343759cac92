import { makeAutoObservable } from 'mobx';

export type ManageAction = null | 'cancel' | 'reactivate' | 'change' | `card:${string}` | 'add-card' | `invoice:${string}`;

/** What the subscription page is doing: one action at a time across its plan, cards and invoices; its button shows it. */
export class ManageBusy {
  action: ManageAction = null;

  constructor() {
    makeAutoObservable(this);
  }
}
