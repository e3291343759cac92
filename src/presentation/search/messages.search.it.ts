import type { SearchMessageKey } from './messages.search.en';

export const searchIt: Record<SearchMessageKey, string> = {
  'search.hint': 'Scrivi parole di un titolo o di un testo: trovi ogni contenuto che le contiene tutte.',
  'search.results': 'Risultati della ricerca',
  'search.found.one': '1 contenuto trovato per «{{query}}»',
  'search.found.other': '{{count}} contenuti trovati per «{{query}}»',
  'search.none': 'Nessun risultato per «{{query}}»',
  'search.noneHint': 'Controlla come hai scritto, usa meno parole o cerca in tutti i tipi.',
};
