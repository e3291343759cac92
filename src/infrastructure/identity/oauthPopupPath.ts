/** Where a social sign-in popup comes back from its provider (the page then only hands the token over). */
export const OAUTH_POPUP_CALLBACK_PATH = '/oauth/popup-callback';
