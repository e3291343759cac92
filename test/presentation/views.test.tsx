import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResolverProvider, type Resolver } from '../../src/presentation/app/Resolver';
import { ErrorBoundary } from '../../src/presentation/errors/ErrorBoundary';
import { LanguageSwitch } from '../../src/presentation/i18n/LanguageSwitch';
import { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../src/presentation/tokens';
import { InMemoryCookieJar } from '../../src/infrastructure/memory/InMemoryCookieJar';

function resolverWith(i18n: I18n): Resolver {
  return { get: <T,>(token: symbol) => (token === PRESENTATION.I18n ? i18n : undefined) as T };
}

function Broken(): never {
  throw new Error('render fault');
}

describe('views', () => {
  it('the error boundary replaces a crashed screen with a way out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <ResolverProvider resolver={resolverWith(new I18n(new InMemoryCookieJar()))}>
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>
      </ResolverProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('the language switch is keyboard operable and translates the page', async () => {
    const cookies = new InMemoryCookieJar();
    const i18n = new I18n(cookies);
    render(
      <ResolverProvider resolver={resolverWith(i18n)}>
        <LanguageSwitch onChosen={(locale) => void i18n.localeChosen(locale)} />
      </ResolverProvider>,
    );
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
