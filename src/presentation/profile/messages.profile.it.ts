import type { ProfileMessageKey } from './messages.profile.en';

export const profileIt: Record<ProfileMessageKey, string> = {
  'profile.close': 'Chiudi',
  'profile.complete.title': 'Su di te',
  'profile.complete.intro': 'Racconta qualcosa di te agli altri membri. I campi contrassegnati da * sono obbligatori.',
  'profile.fields.firstName': 'Nome',
  'profile.fields.lastName': 'Cognome',
  'profile.fields.birthday': 'Data di nascita',
  'profile.fields.birthdayHint': 'La tua data di nascita non è visibile agli altri.',
  'profile.fields.loadingQuestions': 'Caricamento delle domande di questa rete…',
  'profile.complete.save': 'Salva',
  'profile.complete.saved': 'Il tuo profilo è stato salvato.',
  'profile.consent.label': 'Il tuo consenso',
  'profile.consent.promotional.title': 'Novità e offerte',
  'profile.consent.promotional.body':
    '{{name}} vorrebbe inviarti novità, offerte e promozioni. Puoi revocare il consenso in qualsiasi momento.',
  'profile.consent.connecting.title': 'Offerte dei partner',
  'profile.consent.connecting.body':
    '{{name}} vorrebbe condividere i tuoi recapiti con i suoi partner, perché possano inviarti le loro offerte. Puoi revocare il consenso in qualsiasi momento.',
  'profile.consent.profiling.title': 'Un’esperienza su misura',
  'profile.consent.profiling.body':
    '{{name}} vorrebbe usare la tua attività nella rete per suggerirti contenuti e offerte adatti a te. Puoi revocare il consenso in qualsiasi momento.',
  'profile.consent.accept': 'Accetta',
  'profile.consent.decline': 'Rifiuta',
};
