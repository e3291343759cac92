export const adsEn = {
  'ads.banner.share': 'Share',
  'ads.banner.shareLabel': 'Share {{title}}',
  'ads.banner.copied': 'Link copied.',
  'ads.banner.shareFailed': 'The link could not be copied.',
  'ads.banner.sponsored': 'Sponsored',
  'ads.banner.label': 'Sponsored: {{title}}',
  'ads.banner.untitled': 'Sponsored content',
  'ads.banner.open': '{{title}} (opens in a new tab)',
  'ads.welcome.title': 'Welcome',
  'ads.welcome.redeem': 'Redeem it',
  'ads.welcome.redeemName': 'Redeem it (opens in a new tab)',
  'ads.welcome.close': 'Close',
} as const;

export type AdsMessageKey = keyof typeof adsEn;
