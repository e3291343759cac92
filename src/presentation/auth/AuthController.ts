import { makeAutoObservable } from 'mobx';

export type AuthMode = 'sign-up' | 'sign-in';

export interface AuthDialogRequest {
  /** Explicit mode (/login, /register); otherwise the authed-before cookie decides. */
  mode?: AuthMode;
  /** Not closable (private networks, spec §4), unless `forced`. */
  fixed: boolean;
  forced: boolean;
  /** The forgot-password dialog on its own (/forgot-password). */
  forgotPassword?: boolean;
  /** Where a member of a paid network goes after signing in (validated by the access policy). */
  returnPath: string | null;
}

/** Performance marks around opening the modal: asked for, then shown (AuthDialog). */
export const AUTH_MODAL_REQUESTED = 'auth-modal-requested';
export const AUTH_MODAL_SHOWN = 'auth-modal-shown';

/**
 * Who asked for the authentication modal and how. Part of the first load (the header and the
 * shell use it); the modal itself is a lazy chunk mounted only when a request is open.
 */
export class AuthController {
  request: AuthDialogRequest | null = null;
  /** Bumped on every open, so a re-opened modal starts from a fresh presenter. */
  generation = 0;
  /** Someone is about to ask for the modal (a pointer over, or focus on, a sign-in button): its chunk loads ahead. */
  expected = false;
  /** The app closes the open dialog itself, fixed or not (spec §4 "not closable unless forced"): its flow does it. */
  closeForced = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.request !== null;
  }

  open(request: Partial<AuthDialogRequest> = {}): void {
    this.request = { fixed: false, forced: false, returnPath: null, ...request };
    this.closeForced = false;
    this.generation++;
    // The start of 'the dialog is visible in < 100 ms', measured by npm run bench:lighthouse.
    globalThis.performance?.mark?.(AUTH_MODAL_REQUESTED);
  }

  close(): void {
    this.request = null;
    this.closeForced = false;
  }

  /**
   * Spec §2, §4: on the policy, paywall, subscribe and intro pages the app does not force the dialog, so a fixed one
   * (a private network's guest) is closed there, by the app: the modal's flow closes itself as a forced close (which a
   * fixed dialog allows), with what that close entails (the profile prompt for someone signed in meanwhile).
   */
  forceClose(): void {
    if (this.request) this.closeForced = true;
  }

  /** Opening is likely: the modal's code starts loading, so the click shows it at once. */
  openingExpected(): void {
    this.expected = true;
  }
}
