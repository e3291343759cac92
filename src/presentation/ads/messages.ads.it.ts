import type { AdsMessageKey } from './messages.ads.en';

export const adsIt: Record<AdsMessageKey, string> = {
  'ads.banner.share': 'Condividi',
  'ads.banner.shareLabel': 'Condividi {{title}}',
  'ads.banner.copied': 'Link copiato.',
  'ads.banner.shareFailed': 'Non è stato possibile copiare il link.',
  'ads.banner.sponsored': 'Sponsorizzato',
  'ads.banner.label': 'Sponsorizzato: {{title}}',
  'ads.banner.untitled': 'Contenuto sponsorizzato',
  'ads.banner.open': '{{title}} (si apre in una nuova scheda)',
  'ads.welcome.title': 'Benvenuto',
  'ads.welcome.redeem': 'Approfittane',
  'ads.welcome.redeemName': 'Approfittane (si apre in una nuova scheda)',
  'ads.welcome.close': 'Chiudi',
};
