/** The profile feature's public face (completing the profile, the consents): what other features may use of it. */
export type { ProfileFlowController } from './ProfileFlowController';
export type { ProfileFlowSlot } from './ProfileFlowSlot';
export { CONSENT_TEXTS } from './presenters/ConsentPresenter';
export { ProfileFields } from './ProfileFields';
export { registerProfileMessages } from './profileMessages';
export { loadProfileFlowHost } from './loaders';
