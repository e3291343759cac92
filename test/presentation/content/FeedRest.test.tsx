// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { AppRoutes } from '../../../src/presentation/app/routes';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';
import { scrollWindowTo, stubLayout } from '../widgets/layoutStub';

const CONTENTS = 300;
const CARD = 200;
const contents = Array.from({ length: CONTENTS }, (_, index) =>
  sampleContent({ id: `c${index + 1}`, title: `Report ${index + 1}`, createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString() }),
);

/** The network's home with its feed, every page of it loaded as a member scrolling to the end would. */
async function feedOfAll() {
  const app = memoryApp({ networks: [sampleNetwork({ slug: 'runners' })], contents });
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={['/runners']}>
        <AppRoutes hostSlug={null} />
      </MemoryRouter>
    </ResolverProvider>,
  );
  const feed = await screen.findByRole('feed', { name: 'Latest contents' });
  const contentsPresenter = app.presenter(PRESENTERS.Contents);
  while (contentsPresenter.hasMore) await act(() => contentsPresenter.showMoreClicked());
  // The rest of the list comes with the feed's extras, once the first screen is there.
  await screen.findByRole('article', { name: 'Report 11' });
  return { feed };
}

const articlesOf = (feed: HTMLElement) => within(feed).getAllByRole('article');
const positionsOf = (feed: HTMLElement) => articlesOf(feed).map((article) => Number(article.getAttribute('aria-posinset')));

describe('the feed at length', () => {
  let undoLayout: () => void;
  beforeEach(() => (undoLayout = stubLayout({ rowHeight: CARD })));
  afterEach(() => undoLayout());

  it('draws its first page and the contents near the screen, each article saying its place in the whole feed', async () => {
    const { feed } = await feedOfAll();
    expect(articlesOf(feed).length).toBeLessThanOrEqual(25);
    expect(articlesOf(feed).every((article) => article.getAttribute('aria-setsize') === String(CONTENTS))).toBe(true);
    const positions = positionsOf(feed);
    expect(positions.slice(0, 11)).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));

    // Far down the feed (past the first page, which jsdom lays out at no height): the first page stays, the contents
    // there are drawn, in order, and no others.
    await act(async () => scrollWindowTo((150 - 10) * (CARD + 16)));
    const further = positionsOf(feed).slice(10);
    expect(further[0]).toBeGreaterThan(100);
    expect(further).toEqual(Array.from({ length: further.length }, (_, index) => (further[0] ?? 0) + index));
    expect(articlesOf(feed).length).toBeLessThanOrEqual(25);
  });

  it('moves with Page Down from the first page’s last article to the next one, drawn past it', async () => {
    const { feed } = await feedOfAll();
    const tenth = within(feed).getByRole('article', { name: 'Report 10' });
    tenth.focus();
    await userEvent.keyboard('{PageDown}');
    expect(within(feed).getByRole('article', { name: 'Report 11' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(tenth).toHaveFocus();
  });

  it('draws a card once as the member scrolls: a scroll of a row draws only the row it brings', async () => {
    const { feed } = await feedOfAll();
    await act(async () => scrollWindowTo(100 * (CARD + 16)));
    // A card drawn says its date in words (I18n.formatDate, which reads the month): the calls count the cards drawn.
    const drawn = vi.spyOn(Date.prototype, 'getMonth');
    await act(async () => scrollWindowTo(101 * (CARD + 16)));
    expect(articlesOf(feed).length).toBeGreaterThan(10);
    expect(drawn.mock.calls.length).toBeLessThanOrEqual(2);
    drawn.mockRestore();
  });
});
