/** The app's one ApiClient, bound in createContainer; lazy modules that bring HTTP adapters along resolve it by this token. */
export const API_CLIENT = Symbol.for('ApiClient');
