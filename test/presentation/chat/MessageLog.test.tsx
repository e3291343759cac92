// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MessageLog } from '../../../src/presentation/chat/ChatPages';
import { MESSAGES_PAGE_SIZE } from '../../../src/presentation/chat/ConversationPresenter';
import { withI18n } from '../app/withI18n';
import { stubLayout } from '../widgets/layoutStub';
import { chat, message } from './chatHarness';

const ROW = 60;
const GAP = 8;

describe('the conversation’s log at length', () => {
  let undoLayout: () => void;
  beforeEach(() => (undoLayout = stubLayout({ rowHeight: ROW, scrollerHeight: 500 })));
  afterEach(() => undoLayout());

  async function opened(count: number) {
    // All on one day: the log's rows are its messages and one day separator.
    const h = chat({ messages: Array.from({ length: count }, (_, index) => message(index, { createdAt: new Date(Date.UTC(2026, 10, 24, 8) + index * 1_000).toISOString() })) });
    const { presenter } = h.open();
    await act(async () => {
      await expect.poll(() => presenter.status).toBe('ready');
    });
    render(withI18n(h.i18n, <MessageLog conversation={presenter} />));
    await act(async () => undefined);
    return { h, presenter, log: screen.getByRole('log', { name: 'Messages' }) };
  }

  it('draws only the messages near the screen, from the newest, however many are loaded', async () => {
    const { presenter, log } = await opened(1_000);
    for (let page = 0; page < 5; page += 1) await act(() => presenter.loadEarlierClicked());
    expect(presenter.rows.length).toBeGreaterThan(6 * MESSAGES_PAGE_SIZE);
    await act(async () => log.scrollTo({ top: log.scrollHeight }));
    const shown = within(log).getAllByRole('listitem');
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(shown.at(-1)).toHaveTextContent('Message 999');
  });

  it('keeps the messages read in place when earlier ones come above, loaded as the member nears the oldest', async () => {
    const { presenter, log } = await opened(1_000);
    for (let page = 0; page < 2; page += 1) await act(() => presenter.loadEarlierClicked());
    const rowAt = (index: number) => within(log).getAllByRole('listitem').find((row) => Number(row.getAttribute('data-index')) === index);
    // Where a row is on screen: the rows before it in the list are its padding and the rows drawn (all 60 px here).
    const onScreen = (index: number) => {
      const list = within(log).getByRole('list');
      const drawn = within(list).getAllByRole('listitem');
      return parseFloat(list.style.paddingTop) + drawn.findIndex((row) => Number(row.getAttribute('data-index')) === index) * (ROW + GAP) - log.scrollTop;
    };
    await act(async () => log.scrollTo({ top: 600 }));
    const read = rowAt(9)?.textContent;
    const place = onScreen(9);
    expect(read).toMatch(/Message \d+/);
    const loads = presenter.rows.length;

    // Up near the oldest message loaded (within a screen of it): thirty earlier ones load above.
    await act(async () => log.scrollTo({ top: log.scrollTop - 300 }));
    await act(async () => {
      await expect.poll(() => presenter.rows.length).toBe(loads + MESSAGES_PAGE_SIZE);
    });
    // The message read is thirty rows further down the log, and the scroll moved by as much: it is where the member
    // left it (300 px lower on screen than before the member scrolled up).
    expect(rowAt(9 + MESSAGES_PAGE_SIZE)?.textContent).toBe(read);
    expect(onScreen(9 + MESSAGES_PAGE_SIZE)).toBe(place + 300);
  });
});
