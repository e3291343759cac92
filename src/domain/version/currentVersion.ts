/** Spec §4, §9: the version this build of the app reports and stores. */
export const APP_VERSION = '4.4.1';
