// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { renderAppAt } from './searchHarness';

const runners = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });
const club = sampleNetwork({ id: 'club', slug: 'club', name: 'Night Club', accessType: 'private', private: true });

const CONTENTS = [
  sampleContent({ id: 'sunday', type: 'announcement', title: 'Sunday long run moves to 7:30', body: 'Meet at the old customs house.' }),
  sampleContent({ id: 'intervals', title: 'Track Tuesday', body: 'Long intervals: 4 × 1 km, then a LONGER cool-down.' }),
  sampleContent({ id: 'shoes', title: 'New shoes? Read this first', body: 'Three short runs before the first one.' }),
];

function renderAt(path: string, network: NetworkCustomization = runners) {
  return renderAppAt(path, { network, contents: CONTENTS });
}

describe('the search page', () => {
  it('shows the contents the address searches for as the feed’s cards, the words found marked, and says how many', async () => {
    renderAt('/runners/search?q=long');

    const results = await screen.findByRole('feed', { name: 'Search results' });
    expect(within(results).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['content-sunday', 'content-intervals']);
    expect([...results.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['long', 'Long', 'LONG']);
    expect(within(results).getByRole('link', { name: 'Sunday long run moves to 7:30' })).toHaveAttribute('href', '/runners/contents/sunday');
    expect(screen.getByText('2 contents found for “long”')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search' })).toHaveValue('long');
    expect(screen.getByRole('group', { name: 'Show' })).toBeInTheDocument();
    expect(document.title).toBe('Search · Harbour Runners');
  });

  it('says what was searched when nothing is found', async () => {
    renderAt('/runners/search?q=sunset%20swim');

    expect(await screen.findByText('Nothing found for “sunset swim”')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Check the spelling, use fewer words, or look in every type.')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('invites to type when the address has no words, and asks the server for nothing', async () => {
    const app = renderAt('/runners/search');

    expect(await screen.findByText('Type words of a title or a text: every content that holds them all is found.')).toBeInTheDocument();
    // The page's effect focuses its field once the page is drawn: on a busy machine, after the text is found.
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    expect(app.contents.callsOf('list')).toEqual([]);
  });

  it('shows what the feed shows when the network refuses its contents to the visitor (403 AccessDenied)', async () => {
    const app = renderAt('/runners/search?q=long');
    app.contents.accessDenyReason = 'not_subscribable';

    expect(await screen.findByText('Contents are not available')).toBeInTheDocument();
    expect(screen.getByText('Your account does not give access to these contents.')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('shows a guest of a private network what the home shows, behind the sign-in it asks for, and searches nothing', async () => {
    const app = renderAt('/club/search?q=kiln', club);

    expect(await screen.findByRole('heading', { level: 1, name: 'This network is private' })).toBeInTheDocument();
    expect(app.contents.callsOf('list')).toEqual([]);
  });
});
