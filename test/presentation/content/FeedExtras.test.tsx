// @vitest-environment jsdom
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as ports from '../../../src/application/ports';
import { ApiError } from '../../../src/application/errors/ApiError';
import { bindFeedExtrasModule } from '../../../src/composition/feedExtrasModule';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import type { InMemoryWindowSignals } from '../../../src/infrastructure/memory/InMemoryWindowSignals';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import FeedExtras from '../../../src/presentation/content/FeedExtras';
import { PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

describe('the feed’s extras', () => {
  it('say when the server refused the check for new posts on focus, and check again on Try again', async () => {
    const clock = new ManualClock(0);
    const app = memoryApp({ networks: [sampleNetwork()], contents: [sampleContent({ id: 'old' })], overrides: { [ports.CLOCK]: clock } });
    bindFeedExtrasModule(app.container);
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    render(
      <ResolverProvider resolver={app.container}>
        <MemoryRouter>
          <FeedExtras feed={feed} more={createRef<HTMLDivElement>()} signedIn={false} />
        </MemoryRouter>
      </ResolverProvider>,
    );

    app.contents.failNext('list', new ApiError(403, 'Forbidden', 'Not for you.'));
    await act(async () => {
      app.get<InMemoryWindowSignals>(ports.WINDOW_SIGNALS).focus();
      await clock.advanceAsync(0);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('New posts are no longer checked: the server refused.');
    expect(app.contents.callsOf('list')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/no longer checked/)).not.toBeInTheDocument());
    expect(app.contents.callsOf('list')).toHaveLength(3);
  });

  it("move focus between the feed's articles with Page Down and Page Up, and leave other keys alone", async () => {
    const app = memoryApp({ networks: [sampleNetwork()], contents: [sampleContent({ id: 'old' })] });
    bindFeedExtrasModule(app.container);
    const feed = app.presenter(PRESENTERS.Contents);
    render(
      <ResolverProvider resolver={app.container}>
        <MemoryRouter>
          <div role="feed">
            {['First', 'Second'].map((title) => (
              <article key={title} tabIndex={0} aria-label={title}>
                <button type="button">Like {title}</button>
              </article>
            ))}
          </div>
          <FeedExtras feed={feed} more={createRef<HTMLDivElement>()} signedIn={false} />
        </MemoryRouter>
      </ResolverProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Like First' }));
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('article', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('article', { name: 'First' })).toHaveFocus();
  });
});
