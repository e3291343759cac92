import { makeAutoObservable } from 'mobx';
import type { ProfileFlowController, ProfileFlowStage } from './ProfileFlowController';

type ProfileFlowView = Pick<ProfileFlowController, 'stage' | 'generation' | 'isOpen'>;

/**
 * Which after-login dialog shows, as the first load sees it. The controller that decides it (and the rules it
 * reads) is a chunk loaded with the visit's first membership or the sign-in modal: a guest never needs it.
 */
export class ProfileFlowSlot {
  private controller: ProfileFlowView | null = null;

  constructor() {
    // A reference: the controller's own fields are observable already.
    makeAutoObservable(this, {}, { autoBind: true, deep: false });
  }

  get stage(): ProfileFlowStage {
    return this.controller?.stage ?? 'idle';
  }

  get generation(): number {
    return this.controller?.generation ?? 0;
  }

  get isOpen(): boolean {
    return this.controller?.isOpen ?? false;
  }

  filled(controller: ProfileFlowView): void {
    this.controller = controller;
  }
}
