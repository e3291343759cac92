// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { BirthdateStep } from '../../../../src/presentation/auth/steps/BirthdateStep';
import { registerAuthMessages } from '../../../../src/presentation/auth/authMessages';
import { I18n } from '../../../../src/presentation/i18n/I18n';
import { withI18n } from '../../app/withI18n';

afterEach(() => vi.useRealTimers());

describe('BirthdateStep', () => {
  it('gives its field the focus 500 ms after it shows, once the dialog’s own focus has settled (spec §4)', () => {
    vi.useFakeTimers();
    const i18n = new I18n(new InMemoryCookieJar());
    registerAuthMessages(i18n);
    const birthdate = { value: '', error: '', busy: false, bounds: { min: '1900-01-01', max: '2010-01-01' }, valueTyped: () => undefined, continueClicked: async () => undefined };
    render(withI18n(i18n, <BirthdateStep modal={{ birthdate } as never} />));
    const field = screen.getByLabelText(/Birthday/);

    act(() => vi.advanceTimersByTime(499));
    expect(document.activeElement).not.toBe(field);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field);
  });
});
