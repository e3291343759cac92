/** What a test card does in the fake gateway; the hint under its card form says it in words. */
export type TestCardBehaviour = 'succeeds' | 'declinedAtSetup' | 'needsAuthentication' | 'declinedAtPayment';

/** Why a field of the fake card form cannot be saved. */
export type CardFieldProblem = 'numberInvalid' | 'expiryIncomplete' | 'expiryPast' | 'cvcInvalid';

export interface PaymentMessages {
  cardDetails: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  securityCode: string;
  testCardsIntro: string;
  testCards: Record<TestCardBehaviour, string>;
  testCardsAnyDate: string;
  problems: Record<CardFieldProblem, string>;
  declined: string;
  notATestCard: string;
  invalidSetupIntent: string;
  challengeTitle: string;
  challengeTestBank: string;
  approve: string;
  fail: string;
  authenticationFailed: string;
  unavailable: string;
  notConfigured: string;
  cardNotSaved: string;
}

/*
 * The payment adapters draw their own forms and dialogs outside React, where the app's i18n does not
 * reach: their words live here, in the app's two languages, and the adapters pick them by the language
 * the app shows at the time.
 */
const ENGLISH: PaymentMessages = {
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  expiryPlaceholder: 'MM / YY',
  securityCode: 'Security code (CVC)',
  testCardsIntro: 'Test mode, no real card is charged. Test cards:',
  testCards: {
    succeeds: 'succeeds',
    declinedAtSetup: 'is declined',
    needsAuthentication: 'asks for 3-D Secure',
    declinedAtPayment: 'is declined at payment',
  },
  testCardsAnyDate: 'Any future expiry date, any CVC.',
  problems: {
    numberInvalid: 'The card number is incomplete or not valid.',
    expiryIncomplete: 'The expiry date is incomplete: write it as MM / YY.',
    expiryPast: 'The expiry date is in the past.',
    cvcInvalid: 'The security code (CVC) must have 3 or 4 digits.',
  },
  declined: 'Your card was declined.',
  notATestCard: 'This card is not one of the test cards: use one of those listed under the form.',
  invalidSetupIntent: 'This card form has expired. Reload the page and try again.',
  challengeTitle: 'Confirm this payment',
  challengeTestBank: 'This is a test bank page: no real payment is made. Approve or fail the check.',
  approve: 'Approve',
  fail: 'Fail',
  authenticationFailed: 'The bank could not confirm this payment.',
  unavailable: 'The payment form could not load. Check your connection or turn off any content blocker for this site, then try again.',
  notConfigured: 'Payments are not configured.',
  cardNotSaved: 'Your card could not be saved.',
};

const ITALIAN: PaymentMessages = {
  cardDetails: 'Dati della carta',
  cardNumber: 'Numero della carta',
  expiry: 'Scadenza (MM / AA)',
  expiryPlaceholder: 'MM / AA',
  securityCode: 'Codice di sicurezza (CVC)',
  testCardsIntro: 'Modalità di prova, nessuna carta reale viene addebitata. Carte di prova:',
  testCards: {
    succeeds: 'va a buon fine',
    declinedAtSetup: 'viene rifiutata',
    needsAuthentication: 'chiede la verifica 3-D Secure',
    declinedAtPayment: 'viene rifiutata al pagamento',
  },
  testCardsAnyDate: 'Qualsiasi scadenza futura, qualsiasi CVC.',
  problems: {
    numberInvalid: 'Il numero della carta è incompleto o non valido.',
    expiryIncomplete: 'La scadenza è incompleta: scrivila come MM / AA.',
    expiryPast: 'La scadenza è già passata.',
    cvcInvalid: 'Il codice di sicurezza (CVC) deve avere 3 o 4 cifre.',
  },
  declined: 'La tua carta è stata rifiutata.',
  notATestCard: 'Questa carta non è una delle carte di prova: usane una tra quelle elencate sotto il modulo.',
  invalidSetupIntent: 'Questo modulo della carta è scaduto. Ricarica la pagina e riprova.',
  challengeTitle: 'Conferma il pagamento',
  challengeTestBank: 'Questa è una pagina di prova della banca: nessun pagamento reale. Approva o rifiuta la verifica.',
  approve: 'Approva',
  fail: 'Rifiuta',
  authenticationFailed: 'La banca non ha potuto confermare il pagamento.',
  unavailable: 'Il modulo di pagamento non si è caricato. Controlla la connessione o disattiva i blocchi dei contenuti per questo sito, poi riprova.',
  notConfigured: 'I pagamenti non sono configurati.',
  cardNotSaved: 'Non è stato possibile salvare la carta.',
};

/** The payment words for the app's language ('en' or 'it'); English for any other. */
export function paymentMessages(language: string): PaymentMessages {
  return paymentLanguage(language) === 'it' ? ITALIAN : ENGLISH;
}

export function paymentLanguage(language: string): 'en' | 'it' {
  return language.toLowerCase().startsWith('it') ? 'it' : 'en';
}
