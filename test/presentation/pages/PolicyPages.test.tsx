// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COOKIE_CATALOGUE } from '../../../src/domain/cookies/CookieCatalogue';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { cookieCatalogueText } from '../../../src/presentation/cookies/cookieCatalogueText';
import { renderPage } from './pagesHarness';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });
const privateNetwork = sampleNetwork({ id: 'club', slug: 'club', name: 'Night Club', accessType: 'private', private: true });
const subscribable = sampleNetwork({ id: 'fit', slug: 'fit', name: 'Fit Studio', accessType: 'subscribable', subscribable: true });

describe('policy pages (spec §2)', () => {
  it.each([
    ['/runners/terms', 'Terms and policies'],
    ['/runners/terms/privacy-policy', 'Privacy policy'],
    ['/runners/privacy-policy', 'Privacy policy'],
    ['/runners/terms/code-of-conduct', 'Code of conduct'],
    ['/runners/code-of-conduct', 'Code of conduct'],
    ['/runners/terms/cookie-policy', 'Cookie policy'],
    ['/runners/cookie-policy', 'Cookie policy'],
  ])('%s shows “%s” for this network', async (path, title) => {
    renderPage(path, { network });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText(/Harbour Runners/).length).toBeGreaterThan(0);
  });

  it('the index links every policy and the account deletion page under the slug', async () => {
    renderPage('/runners/terms', { network });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/runners/terms/privacy-policy');
    expect(within(main).getByRole('link', { name: 'Code of conduct' })).toHaveAttribute('href', '/runners/terms/code-of-conduct');
    expect(within(main).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/runners/terms/cookie-policy');
    expect(within(main).getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/runners/delete-my-account');
  });

  it('a policy is sectioned with headings and lists, and links back to the index and to the other policies', async () => {
    renderPage('/runners/privacy-policy', { network });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(within(main).getAllByRole('list').length).toBeGreaterThan(1);
    expect(within(main).getByRole('link', { name: '← All terms and policies' })).toHaveAttribute('href', '/runners/terms');
    const related = within(main).getByRole('navigation', { name: 'Related documents' });
    expect(within(related).getAllByRole('link').map((link) => link.textContent)).toEqual(['Code of conduct', 'Cookie policy']);
  });

  it('the cookie policy lists every catalogue cookie with its purpose, duration and category', async () => {
    const app = renderPage('/runners/cookie-policy', { network });
    const table = await screen.findByRole('table', { name: 'Cookies used by the app' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-cookie'))).toEqual(COOKIE_CATALOGUE.map((cookie) => cookie.name));
    const rowOf = (name: string) => rows.find((row) => row.getAttribute('data-cookie') === name) as HTMLElement;
    for (const cookie of COOKIE_CATALOGUE) {
      const cells = within(rowOf(cookie.name)).getAllByRole('cell');
      expect(within(rowOf(cookie.name)).getByRole('rowheader')).toHaveTextContent(cookie.name);
      expect(cells.map((cell) => cell.textContent)).toEqual([
        cookieCatalogueText.purpose(app.i18n, cookie),
        cookieCatalogueText.duration(app.i18n, cookie.duration),
        cookieCatalogueText.categoryName(app.i18n, cookie.category),
      ]);
    }
    const durationOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[1]?.textContent;
    expect(durationOf('monitoring-session')).toBe('15 minutes');
    expect(durationOf('__stripe_sid')).toBe('30 minutes');
    expect(durationOf('__stripe_mid')).toBe('1 year');
    expect(durationOf('_ga')).toBe('2 years');
    expect(durationOf('cookie-consent')).toBe('13 months');
    expect(durationOf('cover-muted')).toBe('1 month');
    expect(within(table).getAllByText('set by Stripe')).toHaveLength(2);
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
  });

  it('the cookie policy explains every category, and says which ones are optional', async () => {
    renderPage('/runners/cookie-policy', { network });
    const main = await screen.findByRole('main');
    for (const name of ['Necessary', 'Performance and monitoring', 'Payments', 'Analytics', 'Preferences']) {
      expect(within(main).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(main).getAllByText('Always active')).toHaveLength(1);
    expect(within(main).getAllByText('Optional: set only with your consent')).toHaveLength(4);
    expect(within(main).getByRole('heading', { level: 2, name: 'How cookies work' })).toBeInTheDocument();
  });

  it('speaks Italian, durations included', async () => {
    const app = renderPage('/runners/cookie-policy', { network });
    await app.i18n.localeChosen('it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informativa sui cookie' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cookie usati dall’app' });
    expect(table.querySelector('[data-cookie="monitoring-session"]')).toHaveTextContent('15 minuti');
    expect(table.querySelector('[data-cookie="cookie-consent"]')).toHaveTextContent('13 mesi');
    expect(within(table).getAllByText('2 anni')).toHaveLength(2);
    expect(screen.getByText('Ultimo aggiornamento: novembre 2026')).toBeInTheDocument();
  });

  it.each([
    ['a private network', privateNetwork, '/club/terms/privacy-policy'],
    ['a subscribable network', subscribable, '/fit/cookie-policy'],
  ])('on %s a guest reads them without a redirect or a forced dialog', async (_kind, target, path) => {
    const app = renderPage(path, { network: target });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.navigator.paths).toEqual([]);
    expect(app.auth.request).toBeNull();
  });
});
