import { describe, expect, it } from 'vitest';
import { PostComment } from '../../../../src/application/usecases/content/PostComment';
import { InMemoryCommentGateway } from '../../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleContent } from '../../../../src/infrastructure/memory/samples';

const ADA = { id: 'mem-ada', role: 'user' as const, name: 'Ada Rossi' };

describe('PostComment', () => {
  it('posts the comment on the content and answers with it as the server has it', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = ADA;
    const comments = new InMemoryCommentGateway(contents);
    const posted = await new PostComment(comments).execute('c1', 'See you at the start!');
    expect(comments.callsOf('add')).toEqual([['c1', 'See you at the start!']]);
    expect(posted).toMatchObject({ contentId: 'c1', body: 'See you at the start!', creatorId: 'mem-ada', creatorName: 'Ada Rossi' });
    expect((await comments.list('c1', { limit: 10, offset: 0 })).items).toEqual([posted]);
  });
});
