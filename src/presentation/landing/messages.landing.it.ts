import type { LandingMessageKey } from './messages.landing.en';

export const landingIt: Record<LandingMessageKey, string> = {
  'landing.title': 'Reti di community',
  'landing.subtitle': 'Scegli una rete da visitare. Ognuna ha i suoi membri, i suoi contenuti e le sue regole di accesso.',
  'landing.open': 'Visita {{name}}',
  'landing.empty': 'Nessuna rete configurata.',
  'landing.unavailable': 'Non è stato possibile caricare questa rete.',
  'landing.access.public': 'Pubblica',
  'landing.access.private': 'Privata',
  'landing.access.purchasable': 'Accesso a pagamento',
  'landing.access.subscribable': 'Abbonamento',
};
