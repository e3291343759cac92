import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { authApp, flush, type AuthAppOptions } from './authModalHarness';

const IT_NUMBER = '333 123 4567';
const IT_E164 = '+393331234567';

/** The sign-in step of a classic network with SMS codes: the Phone tab is the default. */
async function onPhoneTab(options: AuthAppOptions = {}) {
  const app = authApp({ ...options, auth: { smsOtp: true, ...options.auth } });
  const modal = app.openForm({ mode: 'sign-in' });
  await flush(app);
  return { app, modal, phone: modal.phone };
}

async function codeSent(options: AuthAppOptions = {}) {
  const setup = await onPhoneTab(options);
  setup.phone.numberTyped(IT_NUMBER);
  await setup.phone.sendClicked();
  return setup;
}

describe('PhoneCodePresenter: the number', () => {
  it('asks the IP lookup on mount and preselects its country', async () => {
    const app = authApp({ auth: { smsOtp: true } });
    app.networks.country = 'FR';
    const modal = app.openForm({ mode: 'sign-in' });
    await vi.waitFor(() => expect(modal.phone.country).toBe('FR'));
    expect(app.networks.callsOf('ipCountry')).toHaveLength(1);
    expect(modal.phone.callingCode).toBe('33');
  });

  it('an IP lookup answering late does not override the country the person picked', async () => {
    const app = authApp({ auth: { smsOtp: true } });
    app.networks.country = 'FR';
    const modal = app.openForm({ mode: 'sign-in' });
    modal.phone.countryChosen('DE');
    await flush(app);
    expect(app.networks.callsOf('ipCountry')).toHaveLength(1);
    expect(modal.phone.country).toBe('DE');
  });

  it.each([
    { name: 'fails', script: (app: ReturnType<typeof authApp>) => app.networks.failNext('ipCountry', new ApiError(0, ApiError.NETWORK, 'offline')) },
    { name: 'answers a country without phone metadata', script: (app: ReturnType<typeof authApp>) => (app.networks.country = 'ZZ') },
  ])('falls back to Italy, silently, when the lookup $name', async ({ script }) => {
    const app = authApp({ auth: { smsOtp: true } });
    script(app);
    const modal = app.openForm({ mode: 'sign-in' });
    await flush(app);
    expect(app.networks.callsOf('ipCountry')).toHaveLength(1);
    expect(modal.phone.country).toBe('IT');
    expect(app.notifier.toasts).toEqual([]);
  });

  it('does not look the country up when the network has no SMS codes', async () => {
    const app = authApp({ auth: { smsOtp: false } });
    app.open();
    await flush(app);
    expect(app.networks.callsOf('ipCountry')).toEqual([]);
  });

  it.each([
    { number: '', canSend: false },
    { number: '12', canSend: false },
    { number: '333 123 4567', canSend: true },
    { number: '+39 333 123 4567', canSend: true },
    { number: '+33 6 12 34 56 78', canSend: false },
  ])('with Italy, "$number" can be sent: $canSend', async ({ number, canSend }) => {
    const { phone } = await onPhoneTab();
    phone.numberTyped(number);
    expect(phone.canSend).toBe(canSend);
  });

  it('an invalid number shows the field error and sends nothing', async () => {
    const { app, modal, phone } = await onPhoneTab();
    phone.numberTyped('12');
    await phone.sendClicked();
    expect(phone.numberError).toBe('Type a valid number for the chosen country.');
    expect(app.auth.callsOf('startOtp')).toEqual([]);
    expect(modal.flow.phoneStage).toBe('telephone');
    phone.numberTyped('123');
    expect(phone.numberError).toBe('');
  });

  it('the number is read in the chosen country', async () => {
    const { app, phone } = await onPhoneTab();
    phone.countryChosen('FR');
    phone.numberTyped('06 12 34 56 78');
    await phone.sendClicked();
    expect(app.auth.callsOf('startOtp')).toEqual([['+33612345678']]);
  });

  it('the country search keeps letters and digits only and filters the picker', async () => {
    const { phone } = await onPhoneTab();
    phone.countryPickerOpened();
    phone.countrySearchTyped('+3 9!');
    expect(phone.countrySearch).toBe('39');
    expect(phone.countryOptions.map((option) => option.code)).toContain('IT');
    expect(phone.countryOptions.every((option) => option.callingCode.startsWith('39'))).toBe(true);
    phone.countrySearchTyped('Ital');
    expect(phone.countryOptions.map((option) => option.code)).toEqual(['IT']);
    phone.countryChosen('IT');
    expect(phone.countryPickerOpen).toBe(false);
  });

  it('a server error when sending is a toast, and the number stays', async () => {
    const { app, modal, phone } = await onPhoneTab();
    app.auth.failNext('startOtp', new ApiError(429, 'TooManyRequests', 'Too many codes requested.'));
    phone.numberTyped(IT_NUMBER);
    await phone.sendClicked();
    expect(app.notifier.messages('error')).toEqual(['Too many codes requested.']);
    expect(modal.flow.phoneStage).toBe('telephone');
    expect(phone.number).toBe(IT_NUMBER);
    expect(phone.canSend).toBe(true);
  });
});

describe('PhoneCodePresenter: the code', () => {
  it('a sent code moves to the verification stage and starts the 60 s countdown', async () => {
    const { app, modal, phone } = await codeSent();
    expect(app.auth.callsOf('startOtp')).toEqual([[IT_E164]]);
    expect(modal.flow.phoneStage).toBe('verification');
    expect(phone.sentTo).toBe(IT_E164);
    expect(phone.secondsLeft).toBe(60);
    expect(phone.canSend).toBe(false);
  });

  it('the countdown blocks resending until it is over', async () => {
    const { app, phone } = await codeSent();
    await phone.resendClicked();
    app.clock.advance(59_999);
    expect(phone.secondsLeft).toBe(1);
    await phone.resendClicked();
    expect(app.auth.callsOf('resendOtp')).toEqual([]);
    app.clock.advance(1);
    expect(phone.secondsLeft).toBe(0);
    await phone.resendClicked();
    expect(app.auth.callsOf('resendOtp')).toEqual([[IT_E164]]);
    expect(phone.secondsLeft).toBe(60);
  });

  it('the 6th digit submits by itself and the modal closes', async () => {
    const { app, modal, phone } = await codeSent();
    for (const digits of ['1', '12', '123', '1234', '12345']) phone.codeTyped(digits);
    expect(app.auth.callsOf('finishOtp')).toEqual([]);
    expect(phone.canVerify).toBe(false);
    phone.codeTyped('123456');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.auth.callsOf('finishOtp')).toEqual([[IT_E164, '123456']]);
    expect(app.controller.isOpen).toBe(false);
    expect(app.published).toEqual(['authenticated', 'completeProfileRequested']);
  });

  it.each([' 12 34 56 ', 'Your code: 123-456', '1234567'])('a paste of "%s" keeps 6 digits and submits', async (pasted) => {
    const { app, modal, phone } = await codeSent();
    phone.codeTyped(pasted);
    expect(phone.code).toBe('123456');
    await vi.waitFor(() => expect(app.auth.callsOf('finishOtp')).toEqual([[IT_E164, '123456']]));
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
  });

  it('letters are dropped from the code', async () => {
    const { phone } = await codeSent();
    phone.codeTyped('12ab3');
    expect(phone.code).toBe('123');
  });

  it('a wrong code is an error toast and the verification stage stays', async () => {
    const { app, modal, phone } = await codeSent();
    phone.codeTyped('999999');
    await vi.waitFor(() => expect(app.notifier.messages('error')).toEqual(['The code is not valid.']));
    expect(modal.flow.phoneStage).toBe('verification');
    expect(phone.verifying).toBe(false);
    expect(phone.code).toBe('999999');
  });

  it('after a resend only the new code signs in', async () => {
    const { app, modal, phone } = await codeSent();
    app.clock.advance(60_000);
    await phone.resendClicked();
    phone.codeTyped('123456');
    await vi.waitFor(() => expect(app.notifier.messages('error')).toEqual(['The code is not valid.']));
    phone.codeTyped('123457');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
  });

  it("'change number' goes back to the number with the code cleared", async () => {
    const { modal, phone } = await codeSent();
    phone.codeTyped('12');
    modal.changeNumberClicked();
    expect(modal.flow.phoneStage).toBe('telephone');
    expect(phone.code).toBe('');
    expect(phone.number).toBe(IT_NUMBER);
  });

  it('back from the verification stage returns to the number, not the cta', async () => {
    const { modal } = await codeSent();
    expect(modal.canGoBack).toBe(true);
    modal.backClicked();
    expect(modal.flow).toMatchObject({ step: 'sign-in', phoneStage: 'telephone' });
  });

  it('a member without a birthday on a network with a minimum age goes to the birthdate step', async () => {
    const { app, modal, phone } = await codeSent({ network: { minAge: 18 }, member: { birthday: null } });
    phone.codeTyped('123456');
    await vi.waitFor(() => expect(modal.flow.step).toBe('birthdate'));
    expect(modal.canGoBack).toBe(false);
    expect(app.completeProfileRequests()).toBe(0);
  });

  it('unmounting stops the countdown', async () => {
    const { app, modal } = await codeSent();
    app.unmount(modal);
    expect(app.clock.pendingDelays()).toEqual([]);
  });
});

describe('otp_first: the age checkbox', () => {
  async function otpFirst(options: AuthAppOptions = {}) {
    const app = authApp({ network: { minAge: 14 }, ...options, auth: { authType: 'otp_first', smsOtp: true, google: true, providers: { google: { clientId: 'g' } }, ...options.auth } });
    const modal = app.open();
    await flush(app);
    return { app, modal, phone: modal.phone };
  }

  it('shows the checkbox only with a minimum age', async () => {
    expect((await otpFirst()).modal.ageCheckboxShown).toBe(true);
    expect((await otpFirst({ network: { minAge: null } })).modal.ageCheckboxShown).toBe(false);
  });

  it('the sign-up phone tab of a classic network has no age checkbox', async () => {
    const app = authApp({ network: { minAge: 14 }, auth: { smsOtp: true } });
    const modal = app.openForm({ mode: 'sign-up', forced: true });
    expect(modal.flow.step).toBe('sign-up');
    expect(modal.ageCheckboxShown).toBe(false);
    modal.phone.numberTyped(IT_NUMBER);
    await modal.phone.sendClicked();
    expect(app.auth.callsOf('startOtp')).toEqual([[IT_E164]]);
  });

  it('sending without the confirmation: toast, highlighted checkbox, nothing sent', async () => {
    const { app, modal, phone } = await otpFirst();
    phone.numberTyped(IT_NUMBER);
    await phone.sendClicked();
    expect(app.notifier.messages('error')).toEqual(['please confirm your age']);
    expect(phone.ageHighlighted).toBe(true);
    expect(app.auth.callsOf('startOtp')).toEqual([]);
    expect(modal.flow.phoneStage).toBe('telephone');
  });

  it('ticking the box removes the highlight and the code is sent', async () => {
    const { app, modal, phone } = await otpFirst();
    phone.numberTyped(IT_NUMBER);
    await phone.sendClicked();
    phone.ageToggled(true);
    expect(phone.ageHighlighted).toBe(false);
    await phone.sendClicked();
    expect(app.auth.callsOf('startOtp')).toEqual([[IT_E164]]);
    expect(modal.flow).toMatchObject({ step: 'otp_first', phoneStage: 'verification' });
    expect(modal.canGoBack).toBe(true);
  });

  it('a social button without the confirmation: toast, highlighted checkbox, no provider window', async () => {
    const { app, modal, phone } = await otpFirst({ authedBefore: true });
    modal.socialClicked('google');
    expect(app.notifier.messages('error')).toEqual(['please confirm your age']);
    expect(phone.ageHighlighted).toBe(true);
    expect(app.identity.callsOf('authorize')).toEqual([]);
    expect(modal.socialBusy).toBeNull();
  });

  it('a social button with the confirmation signs in', async () => {
    const { app, modal, phone } = await otpFirst({ authedBefore: true });
    phone.ageToggled(true);
    modal.socialClicked('google');
    await vi.waitFor(() => expect(modal.flow.open).toBe(false));
    expect(app.identity.callsOf('authorize')).toEqual([['google']]);
    expect(app.auth.callsOf('withProvider')).toEqual([['google', 'google-access-token', undefined]]);
    expect(app.notifier.toasts).toEqual([]);
  });

  it('without a minimum age nothing asks for the confirmation', async () => {
    const { app, phone } = await otpFirst({ network: { minAge: null } });
    phone.numberTyped(IT_NUMBER);
    await phone.sendClicked();
    expect(app.notifier.toasts).toEqual([]);
    expect(app.auth.callsOf('startOtp')).toEqual([[IT_E164]]);
  });
});
