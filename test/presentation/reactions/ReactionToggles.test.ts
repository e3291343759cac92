import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { SetReaction } from '../../../src/application/usecases/reactions/SetReaction';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { Reaction } from '../../../src/domain/reactions/Reaction';
import { InMemoryCommentGateway } from '../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import { InMemoryReactionGateway } from '../../../src/infrastructure/memory/InMemoryReactionGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleContent, sampleMembership } from '../../../src/infrastructure/memory/samples';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { ContentsStore } from '../../../src/presentation/content/ContentsStore';
import { followLiveContents } from '../../../src/presentation/content/liveContents';
import { ShownContents } from '../../../src/presentation/content/ShownContents';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerReactionMessages } from '../../../src/presentation/reactions/reactionMessages';
import { REACTION_DEBOUNCE_MS, ReactionToggles } from '../../../src/presentation/reactions/ReactionToggles';

const ADA = sampleMembership({ id: 'mem-ada', firstName: 'Ada', lastName: 'Rossi', role: 'user' });
/** c1 as the server has it for ada: three thumbs up (one hers), one heart. */
const SERVED: Reaction[] = [
  { emoji: '👍', count: 3, mine: true },
  { emoji: '❤️', count: 1, mine: false },
];

/** The feed's contents (c1), the member's reactions to them, and the live channel, on in-memory adapters and a manual clock. */
async function feedWithReactions(member: Membership | null = ADA) {
  const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1', reactions: SERVED })] });
  const actorOf = (who: Membership | null) => (who ? { id: who.id, role: who.role } : { id: '', role: 'guest' as const });
  contents.actor = actorOf(member);
  const gateway = new InMemoryReactionGateway(contents, new InMemoryCommentGateway(contents));
  const session = observable({ membership: member, networkId: 'net-1' }, {}, { deep: false });
  const store = new ContentsStore(contents, session);
  await store.reload();
  const shown = new ShownContents(store);
  const live = new InMemoryLiveChannel();
  followLiveContents(store, shown, live, session);
  const i18n = new I18n(new InMemoryCookieJar());
  registerReactionMessages(i18n);
  const clock = new ManualClock();
  const notifier = new RecordingNotifier();
  const auth = new AuthController();
  const reactions = new ReactionToggles('content', shown, new SetReaction(gateway), session, auth, notifier, clock, i18n);
  const stop = reactions.mount();
  const signIn = (who: Membership) =>
    runInAction(() => {
      contents.actor = actorOf(who);
      session.membership = who;
    });
  /** The clicks have stopped: what they add up to is sent, and its answer is in. */
  const settle = () => clock.advanceAsync(REACTION_DEBOUNCE_MS);
  return { contents, gateway, session, store, shown, live, clock, notifier, auth, reactions, stop, signIn, settle };
}

const inFeed = (h: Awaited<ReturnType<typeof feedWithReactions>>) => h.store.items[0]?.reactions;

describe('ReactionToggles', () => {
  it("shows the member's reaction at once and sends it once the clicks stop; the server's answer then stands", async () => {
    const h = await feedWithReactions();
    h.reactions.toggled('c1', '❤️');

    expect(h.reactions.reactionsOf('c1')).toEqual([
      { emoji: '👍', count: 3, mine: true },
      { emoji: '❤️', count: 2, mine: true },
    ]);
    expect(h.gateway.calls).toEqual([]);
    expect(h.clock.pendingDelays()).toEqual([REACTION_DEBOUNCE_MS]);

    await h.settle();
    expect(h.gateway.callsOf('give')).toEqual([[{ type: 'content', id: 'c1' }, '❤️']]);
    expect(inFeed(h)).toEqual([
      { emoji: '👍', count: 3, mine: true },
      { emoji: '❤️', count: 2, mine: true },
    ]);
    expect(h.reactions.reactionsOf('c1')).toEqual(inFeed(h));
  });

  it('takes back with the other call, and an emoji nobody gives any more leaves the bar', async () => {
    const h = await feedWithReactions();
    h.reactions.toggled('c1', '👍');
    await h.settle();
    h.reactions.toggled('c1', '👍');
    expect(h.reactions.reactionsOf('c1')).toEqual([
      { emoji: '👍', count: 3, mine: true },
      { emoji: '❤️', count: 1, mine: false },
    ]);
    await h.settle();
    expect(h.gateway.callsOf('take')).toEqual([[{ type: 'content', id: 'c1' }, '👍']]);
    expect(h.gateway.callsOf('give')).toEqual([[{ type: 'content', id: 'c1' }, '👍']]);

    const lone = await feedWithReactions();
    lone.reactions.toggled('c1', '❤️');
    await lone.settle();
    lone.reactions.toggled('c1', '❤️');
    lone.reactions.toggled('c1', '❤️');
    lone.reactions.toggled('c1', '🎉');
    expect(lone.reactions.reactionsOf('c1').map((reaction) => reaction.emoji)).toEqual(['👍', '❤️', '🎉']);
  });

  it('sends nothing for a double click, which ends where it began, and one request for a triple click', async () => {
    const h = await feedWithReactions();
    h.reactions.toggled('c1', '❤️');
    h.clock.advance(REACTION_DEBOUNCE_MS - 1);
    h.reactions.toggled('c1', '❤️');
    expect(h.reactions.reactionsOf('c1')).toEqual(SERVED);
    expect(h.clock.pendingDelays()).toEqual([]);
    await h.settle();
    expect(h.gateway.calls).toEqual([]);

    h.reactions.toggled('c1', '🎉');
    h.reactions.toggled('c1', '🎉');
    h.reactions.toggled('c1', '🎉');
    await h.settle();
    expect(h.gateway.calls).toEqual([{ method: 'give', args: [{ type: 'content', id: 'c1' }, '🎉'] }]);
  });

  it('takes the change back and says why in a toast when the server refuses it', async () => {
    const h = await feedWithReactions();
    h.gateway.failNext('give', new ApiError(503, 'ServiceUnavailable', 'The server is busy.'));
    h.reactions.toggled('c1', '❤️');
    expect(h.reactions.barOf('c1').chips[1]).toMatchObject({ emoji: '❤️', count: 2, pressed: true });

    await h.settle();
    expect(h.reactions.reactionsOf('c1')).toEqual(SERVED);
    expect(inFeed(h)).toEqual(SERVED);
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: 'Your reaction was not saved: The server is busy.' }]);
  });

  it('sends a click made while the change before it was on its way once that one is answered, in order', async () => {
    const h = await feedWithReactions();
    let answer: () => void = () => undefined;
    const give = h.gateway.give.bind(h.gateway);
    h.gateway.give = (target, emoji) => new Promise((resolve) => (answer = () => resolve(give(target, emoji))));
    h.reactions.toggled('c1', '❤️');
    await h.settle();
    h.reactions.toggled('c1', '❤️');
    await h.settle();
    expect(h.gateway.callsOf('take')).toEqual([]);
    expect(h.reactions.reactionsOf('c1')).toEqual(SERVED);

    answer();
    await h.clock.advanceAsync(0);
    expect(h.gateway.callsOf('take')).toEqual([[{ type: 'content', id: 'c1' }, '❤️']]);
    expect(inFeed(h)).toEqual(SERVED);
  });

  describe('live', () => {
    it("applies another member's reactions on the feed and on the content's page", async () => {
      const h = await feedWithReactions();
      h.shown.opened('c1', h.store.items[0] ?? null);
      const changed: Reaction[] = [...SERVED, { emoji: '😮', count: 1, mine: false }];
      h.live.emit('reactions.changed', { targetType: 'content', targetId: 'c1', reactions: changed });
      h.live.emit('reactions.changed', { targetType: 'comment', targetId: 'c1', reactions: [] });

      expect(inFeed(h)).toEqual(changed);
      expect(h.shown.shownOn('c1')?.content?.reactions).toEqual(changed);
      expect(h.reactions.reactionsOf('c1')).toEqual(changed);
    });

    it("does not undo the member's change on its way: an event from before it is shown under it", async () => {
      const h = await feedWithReactions();
      h.reactions.toggled('c1', '❤️');
      // Someone else's surprise, sent before the member's heart reached the server.
      h.live.emit('reactions.changed', { targetType: 'content', targetId: 'c1', reactions: [...SERVED, { emoji: '😮', count: 1, mine: false }] });
      expect(h.reactions.reactionsOf('c1')).toEqual([
        { emoji: '👍', count: 3, mine: true },
        { emoji: '❤️', count: 2, mine: true },
        { emoji: '😮', count: 1, mine: false },
      ]);
      // The event of the member's own change counts it once.
      h.live.emit('reactions.changed', { targetType: 'content', targetId: 'c1', reactions: [SERVED[0]!, { emoji: '❤️', count: 2, mine: true }] });
      expect(h.reactions.reactionsOf('c1')).toEqual([
        { emoji: '👍', count: 3, mine: true },
        { emoji: '❤️', count: 2, mine: true },
      ]);
      await h.settle();
      expect(h.gateway.callsOf('give')).toEqual([]);
    });
  });

  describe('a guest', () => {
    it('sees the counts; their click opens the sign-in modal, and the reaction is given once they are signed in', async () => {
      const h = await feedWithReactions(null);
      h.reactions.toggled('c1', '🎉');
      expect(h.auth.request).toMatchObject({ returnPath: null });
      expect(h.reactions.reactionsOf('c1')).toEqual(SERVED);

      h.signIn(ADA);
      expect(h.reactions.reactionsOf('c1')).toContainEqual({ emoji: '🎉', count: 1, mine: true });
      await h.settle();
      expect(h.gateway.callsOf('give')).toEqual([[{ type: 'content', id: 'c1' }, '🎉']]);
    });

    it('forgets the reaction when the modal closes without a sign-in', async () => {
      const h = await feedWithReactions(null);
      h.reactions.toggled('c1', '🎉');
      h.auth.close();
      h.signIn(ADA);
      await h.settle();
      expect(h.gateway.calls).toEqual([]);
    });
  });

  it('names every emoji and says the count, and only the count, in the tooltip', async () => {
    const h = await feedWithReactions();
    const bar = h.reactions.barOf('c1');
    expect(bar.chips).toEqual([
      { emoji: '👍', count: 3, pressed: true, label: 'Thumbs up: 3', title: '3 reactions' },
      { emoji: '❤️', count: 1, pressed: false, label: 'Heart: 1', title: '1 reaction' },
    ]);
    expect(bar.choices.map((choice) => [choice.emoji, choice.name, choice.chosen])).toEqual([
      ['👍', 'Thumbs up', true],
      ['❤️', 'Heart', false],
      ['😂', 'Laughing', false],
      ['😮', 'Surprised', false],
      ['😢', 'Sad', false],
      ['🎉', 'Celebrate', false],
    ]);
    expect([bar.label, bar.react, bar.pickLabel]).toEqual(['Reactions', 'React', 'Choose a reaction']);
  });
});
