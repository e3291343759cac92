import type { AuthDialogRequest } from '../AuthController';
import type { AuthModalPresenter } from './AuthModalPresenter';

/** Builds the modal's presenter for one opening; bound by the composition root's auth module. */
export type AuthModalFactory = (request: AuthDialogRequest) => AuthModalPresenter;
