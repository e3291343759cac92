import { describe, expect, it } from 'vitest';
import { DeleteComment } from '../../../../src/application/usecases/content/DeleteComment';
import { InMemoryCommentGateway } from '../../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleComment, sampleContent } from '../../../../src/infrastructure/memory/samples';

/** Who may delete any comment of the network. */
const MANAGER = { id: 'mem-marco', role: 'network_manager' as const, name: 'Marco Bianchi' };

describe('DeleteComment', () => {
  it('deletes the comment on the server', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = MANAGER;
    const comments = new InMemoryCommentGateway(contents, [sampleComment({ id: 'k1', contentId: 'c1', creatorId: 'mem-giulia' })]);
    await new DeleteComment(comments).execute('k1');
    expect(comments.callsOf('remove')).toEqual([['k1']]);
    expect((await comments.list('c1', { limit: 10, offset: 0 })).total).toBe(0);
  });
});
