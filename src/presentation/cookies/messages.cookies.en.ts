/** The cookie popup's words (the category names, purposes and durations are the cookie catalogue's). */
export const cookiesEn = {
  'cookies.close': 'Close and reject optional cookies',
  'cookies.title': 'Cookies on this network',
  'cookies.body':
    'We use the necessary cookies to make the app work. With your consent we also use optional cookies to monitor errors, take payments, measure visits and remember your preferences. Nothing optional is on until you choose it.',
  'cookies.policyLink': 'Read the cookie policy',
  'cookies.rejectOptional': 'Reject optional',
  'cookies.acceptSelected': 'Accept selected',
  'cookies.acceptAll': 'Accept all',
  'cookies.details': 'Details',
  'cookies.hideDetails': 'Hide details',
  'cookies.tabsLabel': 'Cookie details',
  'cookies.tab.usedCookies': 'Used cookies',
  'cookies.tab.howCookiesWork': 'How cookies work',
  'cookies.categoriesLabel': 'Cookie categories',
};

export type CookiesMessageKey = keyof typeof cookiesEn;
