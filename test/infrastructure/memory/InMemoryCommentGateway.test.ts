import { describe, expect, it } from 'vitest';
import { InMemoryCommentGateway } from '../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleComment, sampleContent } from '../../../src/infrastructure/memory/samples';

describe('InMemoryCommentGateway', () => {
  it('pages the comments oldest first and keeps the content’s count', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    const comments = new InMemoryCommentGateway(contents, [sampleComment({ id: 'a', contentId: 'c1' }), sampleComment({ id: 'b', contentId: 'c1' })]);
    contents.actor = { id: 'u1', role: 'user', name: 'Ada Rossi' };

    const added = await comments.add('c1', 'Third');

    expect(added).toMatchObject({ creatorId: 'u1', creatorName: 'Ada Rossi', updatedAt: null });
    await expect(comments.list('c1', { limit: 2, offset: 1 })).resolves.toEqual({ items: [expect.objectContaining({ id: 'b' }), expect.objectContaining({ body: 'Third' })], total: 3 });
    expect((await contents.get('c1')).commentsCount).toBe(3);
  });

  it('lets only the creator edit, and a manager delete anybody’s', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    const comments = new InMemoryCommentGateway(contents, [sampleComment({ id: 'theirs', contentId: 'c1', creatorId: 'u2' })]);

    await expect(comments.add('c1', 'Hi')).rejects.toMatchObject({ status: 401 });
    contents.actor = { id: 'u1', role: 'user' };
    await expect(comments.edit('theirs', 'Hijacked')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(comments.remove('theirs')).rejects.toMatchObject({ status: 403 });
    contents.actor = { id: 'boss', role: 'network_manager' };
    await expect(comments.remove('theirs')).resolves.toBeUndefined();
    await expect(comments.remove('theirs')).rejects.toMatchObject({ status: 404 });
  });
});
