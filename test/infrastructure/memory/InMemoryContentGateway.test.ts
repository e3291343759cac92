import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleContent } from '../../../src/infrastructure/memory/samples';

describe('InMemoryContentGateway', () => {
  it('enforces the roles of spec §6', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'theirs', authorId: 'someone' })] });

    await expect(contents.create({ type: 'post', title: 't', body: 'b' })).rejects.toMatchObject({ status: 401 });
    contents.actor = { id: 'u1', role: 'user' };
    await expect(contents.create({ type: 'post', title: 't', body: 'b' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(contents.remove('theirs')).rejects.toMatchObject({ status: 403 });

    contents.actor = { id: 'tc', role: 'trusted_contributor' };
    await expect(contents.create({ type: 'announcement', title: 't', body: 'b' })).rejects.toMatchObject({ status: 403 });
    const own = await contents.create({ type: 'post', title: 'Mine', body: 'b' });
    await expect(contents.update(own.id, { title: 'Mine, edited' })).resolves.toMatchObject({ title: 'Mine, edited', authorId: 'tc' });

    contents.actor = { id: 'boss', role: 'network_manager' };
    await contents.remove(own.id);
    await expect(contents.list({ limit: 10, offset: 0 })).resolves.toEqual({ items: [expect.objectContaining({ id: 'theirs' })], total: 1 });
  });

  it('keeps the comment count and lets only the creator edit a comment', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = { id: 'u1', role: 'user' };
    const comment = await contents.addComment('c1', 'first!');
    contents.actor = { id: 'u2', role: 'user' };

    await expect(contents.editComment(comment.id, 'hijacked')).rejects.toMatchObject({ status: 403 });
    expect((await contents.list({ limit: 1, offset: 0 })).items[0]?.commentsCount).toBe(1);
  });

  it('refuses the list with 403 AccessDenied and its reason', async () => {
    const contents = new InMemoryContentGateway();
    contents.accessDenyReason = 'private';

    const error = await contents.list({ limit: 1, offset: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', accessDenyReason: 'private' });
  });
});
