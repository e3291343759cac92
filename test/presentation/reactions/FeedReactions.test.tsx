// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as ports from '../../../src/application/ports';
import { REACTION_GATEWAY } from '../../../src/application/ports/ReactionGateway';
import { bindFeedExtrasModule } from '../../../src/composition/feedExtrasModule';
import type { Content } from '../../../src/domain/content/Content';
import { InMemoryCommentGateway } from '../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryReactionGateway } from '../../../src/infrastructure/memory/InMemoryReactionGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent, sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { ContentCard } from '../../../src/presentation/content/ContentCard';
import { CONTENTS_STORE, type ContentsStore } from '../../../src/presentation/content/ContentsStore';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import FeedReactions from '../../../src/presentation/reactions/FeedReactions';
import { REACTION_DEBOUNCE_MS } from '../../../src/presentation/reactions/ReactionToggles';
import { PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

/** MUI's first render under jsdom takes seconds on a busy machine. */
const LOADING = { timeout: 10_000 };

const WITH_REACTIONS = sampleContent({ id: 'c1', title: 'Hill session', reactions: [{ emoji: '👍', count: 2, mine: false }] });

/** The feed's cards as the home draws them (ContentCard), and the reactions' chunk beside them, for ada. */
async function feedOf(contents: Content[]) {
  const clock = new ManualClock(0);
  const gateway = new InMemoryContentGateway({ contents });
  gateway.actor = { id: 'mem-ada', role: 'user' };
  const reactions = new InMemoryReactionGateway(gateway, new InMemoryCommentGateway(gateway));
  const network = sampleNetwork();
  const ada = sampleMembership({ id: 'mem-ada', networkId: network.id });
  const app = memoryApp({ networks: [network], membership: ada, overrides: { [ports.CLOCK]: clock, [ports.CONTENT_FEED]: gateway, [REACTION_GATEWAY]: reactions } });
  app.session.enterNetwork(network);
  app.session.updateMembership(ada);
  bindFeedExtrasModule(app.container);
  const feed = app.presenter(PRESENTERS.Contents);
  feed.mount();
  await expect.poll(() => feed.status).toBe('ready');
  const Feed = ({ items }: { items: Content[] }) => (
    <div role="feed">
      {items.map((content, index) => (
        <ContentCard key={content.id} content={content} age="now" pathTo={(path) => path} position={[index + 1, items.length]} />
      ))}
    </div>
  );
  const tree = () => (
    <ResolverProvider resolver={app.container}>
      <MemoryRouter>
        <Feed items={feed.items} />
        <FeedReactions />
      </MemoryRouter>
    </ResolverProvider>
  );
  const view = render(tree());
  const rerender = () => view.rerender(tree());
  return { app, clock, reactions, rerender };
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe("the feed's reaction bars", () => {
  it("draw each card's reactions in its footer; a click presses the member's at once and sends it once the clicks stop", async () => {
    const { clock, reactions } = await feedOf([WITH_REACTIONS]);
    const bar = await within(cardOf('Hill session')).findByRole('group', { name: 'Reactions' });
    const thumbs = within(bar).getByRole('button', { name: 'Thumbs up: 2' });
    expect(thumbs).toHaveAttribute('aria-pressed', 'false');
    expect(thumbs).toHaveAttribute('title', '2 reactions');

    await userEvent.click(thumbs);
    expect(within(bar).getByRole('button', { name: 'Thumbs up: 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactions.calls).toEqual([]);
    await act(() => clock.advanceAsync(REACTION_DEBOUNCE_MS));
    expect(reactions.callsOf('give')).toEqual([[{ type: 'content', id: 'c1' }, '👍']]);
  });

  it('offer the six emoji from "React", by name, moved through with the arrows and chosen with Enter', async () => {
    await feedOf([sampleContent({ id: 'c2', title: 'Rest days' })]);
    const bar = await within(cardOf('Rest days')).findByRole('group', { name: 'Reactions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'React' }));

    const menu = await screen.findByRole('menu', { name: 'Choose a reaction' }, LOADING);
    const names = within(menu).getAllByRole('menuitemcheckbox').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Thumbs up', 'Heart', 'Laughing', 'Surprised', 'Sad', 'Celebrate']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Laughing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');

    expect(await within(bar).findByRole('button', { name: 'Heart: 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  }, 20_000);

  it('come to the cards drawn later (a page more, the rows drawn near the screen)', async () => {
    const { app, rerender } = await feedOf([WITH_REACTIONS]);
    await within(cardOf('Hill session')).findByRole('group', { name: 'Reactions' });
    const later = sampleContent({ id: 'c3', title: 'Track Tuesday', reactions: [{ emoji: '🎉', count: 1, mine: true }] });
    act(() => app.get<ContentsStore>(CONTENTS_STORE).added(later));
    act(() => rerender());
    const bar = await within(cardOf('Track Tuesday')).findByRole('group', { name: 'Reactions' });
    expect(within(bar).getByRole('button', { name: 'Celebrate: 1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
