import { describe, expect, it } from 'vitest';
import { SetReaction } from '../../../../src/application/usecases/reactions/SetReaction';
import { InMemoryCommentGateway } from '../../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryReactionGateway } from '../../../../src/infrastructure/memory/InMemoryReactionGateway';
import { sampleComment, sampleContent } from '../../../../src/infrastructure/memory/samples';

const ADA = { id: 'mem-ada', role: 'user' as const, name: 'Ada Rossi' };

function world() {
  const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1', reactions: [{ emoji: '❤️', count: 2, mine: false }] })] });
  const comments = new InMemoryCommentGateway(contents, [sampleComment({ id: 'k1', contentId: 'c1' })]);
  const reactions = new InMemoryReactionGateway(contents, comments);
  return { contents, comments, reactions, setReaction: new SetReaction(reactions) };
}

describe('SetReaction', () => {
  it("gives the member's emoji and answers the target's reactions, which its content then shows", async () => {
    const { contents, reactions, setReaction } = world();
    contents.actor = ADA;
    await expect(setReaction.execute({ type: 'content', id: 'c1' }, '❤️', true)).resolves.toEqual([{ emoji: '❤️', count: 3, mine: true }]);
    expect(reactions.callsOf('give')).toEqual([[{ type: 'content', id: 'c1' }, '❤️']]);
    expect((await contents.get('c1')).reactions).toEqual([{ emoji: '❤️', count: 3, mine: true }]);
  });

  it('takes it back with the other call, on a comment as on a content', async () => {
    const { contents, comments, reactions, setReaction } = world();
    contents.actor = ADA;
    await setReaction.execute({ type: 'comment', id: 'k1' }, '🎉', true);
    await expect(setReaction.execute({ type: 'comment', id: 'k1' }, '🎉', false)).resolves.toEqual([]);
    expect(reactions.callsOf('take')).toEqual([[{ type: 'comment', id: 'k1' }, '🎉']]);
    expect((await comments.list('c1', { limit: 10, offset: 0 })).items[0]?.reactions).toEqual([]);
  });

  it('fails as the server does: 401 for a guest, 403 AccessDenied without read access', async () => {
    const { contents, setReaction } = world();
    await expect(setReaction.execute({ type: 'content', id: 'c1' }, '👍', true)).rejects.toMatchObject({ status: 401 });
    contents.actor = ADA;
    contents.accessDenyReason = 'private';
    await expect(setReaction.execute({ type: 'content', id: 'c1' }, '👍', true)).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});
