// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '../../../src/presentation/i18n/LanguageSwitch';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { withI18n } from '../app/withI18n';

describe('LanguageSwitch', () => {
  it('is keyboard operable and translates the page', async () => {
    const cookies = new InMemoryCookieJar();
    const i18n = new I18n(cookies);
    render(withI18n(i18n, <LanguageSwitch onChosen={(locale) => void i18n.localeChosen(locale)} />));
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Italiano' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => i18n.locale).toBe('it');
    expect(cookies.get('locale')).toBe('it');
    expect(await screen.findByRole('group', { name: 'Lingua' })).toBeInTheDocument();
  });
});
