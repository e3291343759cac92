/** Strings of the landing page, the list of networks at `/` (spec §2). */
export const landingEn = {
  'landing.title': 'Community networks',
  'landing.subtitle': 'Pick a network to visit. Each one has its own members, contents and access rules.',
  'landing.open': 'Visit {{name}}',
  'landing.empty': 'No networks are configured.',
  'landing.unavailable': 'This network could not be loaded.',
  'landing.access.public': 'Public',
  'landing.access.private': 'Private',
  'landing.access.purchasable': 'Paid access',
  'landing.access.subscribable': 'Subscription',
};

export type LandingMessageKey = keyof typeof landingEn;
