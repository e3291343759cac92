import { describe, expect, it } from 'vitest';
import { EditComment } from '../../../../src/application/usecases/content/EditComment';
import { InMemoryCommentGateway } from '../../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleComment, sampleContent } from '../../../../src/infrastructure/memory/samples';

const ADA = { id: 'mem-ada', role: 'user' as const, name: 'Ada Rossi' };

describe('EditComment', () => {
  it('sends the new text and answers with the comment as saved', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = ADA;
    contents.now = () => '2026-11-24T10:00:00.000Z';
    const comments = new InMemoryCommentGateway(contents, [sampleComment({ id: 'k1', contentId: 'c1', creatorId: 'mem-ada', body: 'Mine' })]);
    const saved = await new EditComment(comments).execute('k1', 'Mine, better');
    expect(comments.callsOf('edit')).toEqual([['k1', 'Mine, better']]);
    expect(saved).toMatchObject({ id: 'k1', body: 'Mine, better', updatedAt: '2026-11-24T10:00:00.000Z' });
  });
});
