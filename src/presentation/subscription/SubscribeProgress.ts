import { makeAutoObservable } from 'mobx';

export type SubscribeAction = null | 'preparing' | 'saving-card' | 'paying' | 'reactivating' | 'continuing';

/**
 * What the subscribe page is doing, one action at a time across its offer, card steps and access (its buttons show
 * it), and what it says above its screen: a step that got no answer, or failed outside the flow's screens.
 */
export class SubscribeProgress {
  action: SubscribeAction = null;
  notice = '';

  constructor() {
    makeAutoObservable(this);
  }
}
