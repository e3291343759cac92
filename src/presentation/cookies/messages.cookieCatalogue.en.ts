/**
 * Words of the cookie catalogue (domain/cookies/CookieCatalogue), shared by the cookie policy page
 * and the cookie popup: category names and descriptions, each cookie's purpose, table headings.
 */
export const cookieCatalogueEn = {
  'cookieCatalogue.category.necessary.name': 'Necessary',
  'cookieCatalogue.category.necessary.description': 'Needed for the app to work: signing in, your language and your cookie choices. They cannot be switched off.',
  'cookieCatalogue.category.performance.name': 'Performance and monitoring',
  'cookieCatalogue.category.performance.description': 'Tell us about errors and slow pages during your visit, so that we can fix them.',
  'cookieCatalogue.category.payment.name': 'Payments',
  'cookieCatalogue.category.payment.description': 'Used by our payment provider, Stripe, to keep payments secure and to prevent fraud.',
  'cookieCatalogue.category.analytics.name': 'Analytics',
  'cookieCatalogue.category.analytics.description': 'Measure how the network is used, in aggregate. The network’s analytics tag loads only after you accept them.',
  'cookieCatalogue.category.preferences.name': 'Preferences',
  'cookieCatalogue.category.preferences.description': 'Remember choices about how the app looks and behaves, such as muting the video on the sign-in cover.',
  'cookieCatalogue.alwaysActive': 'Always active',
  'cookieCatalogue.optional': 'Optional: set only with your consent',
  'cookieCatalogue.purpose.rememberSignIn': 'Remembers that someone has signed in on this browser before, so the sign-in window opens on “log in” rather than “sign up”.',
  'cookieCatalogue.purpose.language': 'Keeps the language you chose for the app.',
  'cookieCatalogue.purpose.cookieChoice': 'Keeps the identifier of your latest cookie choice, so that the choice can be traced. The choice itself (the date, the accepted categories and the policy revision) is kept in this browser’s storage, so we do not ask again on every visit.',
  'cookieCatalogue.purpose.deviceRecognition': 'Recognises this browser as one of your devices, to keep sign-ins secure and to spot unusual access.',
  'cookieCatalogue.purpose.monitoring': 'Links together the errors and slow pages of one visit, so that we can find and fix technical problems.',
  'cookieCatalogue.purpose.paymentFraudPrevention': 'Recognises this browser across payments, to prevent fraud.',
  'cookieCatalogue.purpose.paymentSession': 'Keeps a payment going while you complete it.',
  'cookieCatalogue.purpose.visitStatistics': 'Tells visitors apart, to count visits and measure how the network is used.',
  'cookieCatalogue.purpose.visitStatisticsSession': 'Keeps the state of the current visit for the usage statistics.',
  'cookieCatalogue.purpose.coverSound': 'Remembers whether you muted the video on the sign-in cover.',
  'cookieCatalogue.purpose.theme': 'Remembers the look you chose: light, dark or as your device is set.',
  'cookieCatalogue.column.name': 'Cookie',
  'cookieCatalogue.column.purpose': 'Purpose',
  'cookieCatalogue.column.duration': 'Duration',
  'cookieCatalogue.column.category': 'Category',
  'cookieCatalogue.setBy': 'set by {{provider}}',
  'cookieCatalogue.tableLabel': 'Cookies used by the app',
  'cookieCatalogue.howTheyWork.title': 'How cookies work',
  'cookieCatalogue.howTheyWork.body':
    'Cookies are small text files that a website stores in your browser. The browser sends them back on later visits, so that the site can remember things such as your language or that you are signed in.\n\nSome cookies are set by the site you visit (first-party cookies), others by services the site uses, such as a payment provider (third-party cookies). Every cookie has a lifetime, after which the browser deletes it; you can also delete cookies yourself from your browser settings.',
};

export type CookieCatalogueMessageKey = keyof typeof cookieCatalogueEn;
