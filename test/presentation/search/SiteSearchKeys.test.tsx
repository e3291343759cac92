// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { loadSiteSearchKeys } from '../../../src/presentation/search';
import { renderAppAt } from './searchHarness';

const runners = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });

/** The network's home, in the memory app, as a guest; `shown`: whether the page lays the search fields out (else, as on a phone, none is on screen until opened). */
async function home({ shown }: { shown: boolean }) {
  // jsdom lays nothing out: what is on screen is what the test says.
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => (shown ? [new DOMRect(0, 0, 100, 40)] : []) as unknown as DOMRectList);
  const app = renderAppAt('/runners', { network: runners, contents: [sampleContent({ id: 'sunday', title: 'Sunday long run' })] });
  const form = await screen.findByRole('search');
  expect(form.closest('header')).not.toBeNull();
  // Until its chunk is there the form is a plain one; the tests are of what the chunk adds.
  await act(() => loadSiteSearchKeys());
  return { app, form, field: within(form).getByRole('searchbox', { name: 'Search' }), opener: within(form).getByRole('button', { name: 'Search' }) };
}

afterEach(() => vi.restoreAllMocks());

describe("the header's search field", () => {
  it('is a form that reaches the search page by itself, with `q`', async () => {
    const { form, field } = await home({ shown: true });
    expect(form).toHaveAttribute('action', '/runners/search');
    expect(field).toHaveAttribute('name', 'q');
  });

  it('goes to the search page within the app on Enter, and is emptied', async () => {
    const { field } = await home({ shown: true });
    const user = userEvent.setup();
    await user.type(field, ' long {Enter}');

    expect(await screen.findByRole('feed', { name: 'Search results' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search' })).toHaveValue('long');
    expect(field).toHaveValue('');
  });

  it('takes the focus on / or Ctrl+K from the page, but leaves those keys to a field being typed in', async () => {
    const { field } = await home({ shown: true });
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');

    await user.type(field, 'a/b');
    expect(field).toHaveValue('a/b');
    await user.click(document.body);
    await user.keyboard('{Control>}k{/Control}');
    expect(field).toHaveFocus();
  });

  it('on a phone, opens full width from its button (or on /) with the focus in it, and closes on Escape back to the button', async () => {
    const { form, field, opener } = await home({ shown: false });
    const user = userEvent.setup();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveClass('site-search--open');
    await waitFor(() => expect(field).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await user.keyboard('/');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  });
});
