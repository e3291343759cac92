import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AuthError, type AuthErrorCode } from '../../../src/application/errors/AuthError';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { errorMessageOf } from '../../../src/presentation/kit/errorMessage';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerAuthMessages } from '../../../src/presentation/auth/authMessages';

async function inLanguage(locale: 'en' | 'it'): Promise<I18n> {
  const i18n = new I18n(new InMemoryCookieJar());
  registerAuthMessages(i18n);
  await i18n.localeChosen(locale);
  return i18n;
}

describe('errorMessageOf', () => {
  it.each([
    ['MaxPollingAttempts', 'Maximum polling attempts reached', 'Raggiunto il numero massimo di tentativi'],
    ['SsoStateMismatch', 'This sign-in link is not valid any more. Please start again.', 'Questo link di accesso non è più valido. Ricomincia.'],
    ['NotSignedIn', 'You are not signed in.', 'Non hai effettuato l’accesso.'],
    ['UnexpectedAnswer', 'The sign-in provider gave an unexpected answer. Please try again.', 'Il servizio di accesso ha dato una risposta inattesa. Riprova.'],
    ['UnsafeUrl', "This sign-in provider's address is not safe, so the app will not open it.", 'L’indirizzo di questo servizio di accesso non è sicuro, quindi l’app non lo aprirà.'],
    ['ProviderNotConfigured', 'This way of signing in is not available on this network.', 'Questo modo di accedere non è disponibile su questa rete.'],
  ] as const)('words the app’s own %s failure in English and Italian, whatever its English message', async (code, english, italian) => {
    const error = new AuthError(code as AuthErrorCode, 'an English log line');
    expect(errorMessageOf(error, await inLanguage('en'))).toBe(english);
    expect(errorMessageOf(error, await inLanguage('it'))).toBe(italian);
  });

  it('shows the server’s message as it came (the server speaks the language the app asked for)', async () => {
    expect(errorMessageOf(new ApiError(401, 'InvalidEmailOrPassword', 'E-mail o password errati'), await inLanguage('it'))).toBe('E-mail o password errati');
  });

  it('words transport faults and unknown errors itself', async () => {
    const italian = await inLanguage('it');
    expect(errorMessageOf(ApiError.unreachable(), italian)).toBe('Impossibile raggiungere il server. Controlla la connessione e riprova.');
    expect(errorMessageOf(new ApiError(0, ApiError.TIMEOUT, 'slow'), italian)).toBe('Il server ha impiegato troppo tempo a rispondere. Riprova.');
    expect(errorMessageOf(new ApiError(502, 'Http502', 'The server had a problem.'), italian)).toBe('Qualcosa è andato storto. Riprova.');
    expect(errorMessageOf(new TypeError('boom'), italian)).toBe('Qualcosa è andato storto. Riprova.');
  });
});
