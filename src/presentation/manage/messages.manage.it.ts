import type { ManageMessageKey } from './messages.manage.en';

/** Stringhe dell'area dei gestori (issue 12). */
export const manageIt: Record<ManageMessageKey, string> = {
  'manage.title': 'Gestione',
  'manage.nav.label': 'Area dei gestori',
  'manage.intro': 'Amministra {{network}}: guarda come va la community.',
  'manage.section.engagement': 'Coinvolgimento',
  'manage.section.engagement.description': 'Iscritti, sessioni, commenti, messaggi e altro, giorno per giorno.',
  'manage.refused.title': 'Solo per i gestori',
  'manage.refused.body': 'Solo i gestori di {{network}} possono aprire quest’area.',
  'manage.refused.guestBody': 'Solo i gestori di {{network}} possono aprire quest’area. Se la gestisci, accedi.',
  'manage.refused.signIn': 'Accedi',
};
