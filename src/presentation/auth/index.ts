/** The sign-in feature's public face: what other features may use of it. */
export type { AuthController } from './AuthController';
export { AuthDialogHost } from './AuthDialogHost';
export { PasswordChecklist } from './parts/PasswordChecklist';
export { PasswordField } from './parts/PasswordField';
export { registerAuthMessages } from './authMessages';
export { errorsByField } from './presenters/errorsByField';
