import type { CookiesMessageKey } from './messages.cookies.en';

export const cookiesIt: Record<CookiesMessageKey, string> = {
  'cookies.close': 'Chiudi e rifiuta i cookie facoltativi',
  'cookies.title': 'Cookie su questa rete',
  'cookies.body':
    'Usiamo i cookie necessari per far funzionare l’app. Con il tuo consenso usiamo anche cookie facoltativi per monitorare gli errori, gestire i pagamenti, misurare le visite e ricordare le tue preferenze. Nessun cookie facoltativo è attivo finché non lo scegli.',
  'cookies.policyLink': 'Leggi la cookie policy',
  'cookies.rejectOptional': 'Rifiuta i facoltativi',
  'cookies.acceptSelected': 'Accetta i selezionati',
  'cookies.acceptAll': 'Accetta tutti',
  'cookies.details': 'Dettagli',
  'cookies.hideDetails': 'Nascondi i dettagli',
  'cookies.tabsLabel': 'Dettagli sui cookie',
  'cookies.tab.usedCookies': 'Cookie utilizzati',
  'cookies.tab.howCookiesWork': 'Come funzionano i cookie',
  'cookies.categoriesLabel': 'Categorie di cookie',
};
