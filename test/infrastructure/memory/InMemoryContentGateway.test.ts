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

  it('filters by type and reads one content, 404 NotFound for an unknown id', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'p' }), sampleContent({ id: 'e', type: 'event' })] });

    await expect(contents.list({ limit: 10, offset: 0, type: 'event' })).resolves.toEqual({ items: [expect.objectContaining({ id: 'e' })], total: 1 });
    await expect(contents.get('p')).resolves.toMatchObject({ id: 'p' });
    await expect(contents.get('nope')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('searches the words of the title or body as the contract says, within the type filter, counting the contents found', async () => {
    const contents = new InMemoryContentGateway({
      contents: [
        sampleContent({ id: 'title', title: 'Caffè at the lighthouse', body: 'Sunday.' }),
        sampleContent({ id: 'body', title: 'Route of the week', body: 'Up to the LIGHTHOUSE and back.' }),
        sampleContent({ id: 'event', type: 'event', title: 'Lighthouse run', body: 'Saturday.' }),
        sampleContent({ id: 'other', title: 'Track Tuesday', body: 'Eight times 400 m.' }),
      ],
    });

    const found = await contents.list({ limit: 2, offset: 0, query: 'lightH' });
    expect(found.items.map((content) => content.id)).toEqual(['title', 'body']);
    expect(found.total).toBe(3);
    await expect(contents.list({ limit: 10, offset: 0, query: 'CAFFE light' })).resolves.toMatchObject({ items: [{ id: 'title' }], total: 1 });
    await expect(contents.list({ limit: 10, offset: 0, type: 'event', query: 'lighthouse' })).resolves.toMatchObject({ items: [{ id: 'event' }], total: 1 });
    await expect(contents.list({ limit: 10, offset: 0, query: 'sunset' })).resolves.toEqual({ items: [], total: 0 });
  });

  it('dates an edit', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'mine', authorId: 'u1' })] });
    contents.actor = { id: 'u1', role: 'user' };
    contents.now = () => '2024-05-01T10:00:00.000Z';

    await expect(contents.update('mine', { body: 'Edited' })).resolves.toMatchObject({ body: 'Edited', updatedAt: '2024-05-01T10:00:00.000Z' });
  });

  it('refuses the list with 403 AccessDenied and its reason', async () => {
    const contents = new InMemoryContentGateway();
    contents.accessDenyReason = 'private';

    const error = await contents.list({ limit: 1, offset: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', accessDenyReason: 'private' });
  });
});
