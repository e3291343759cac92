import { describe, expect, it } from 'vitest';
import { EditContent } from '../../../../src/application/usecases/content/EditContent';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleContent } from '../../../../src/infrastructure/memory/samples';

/** Who may write any content of the network. */
const MANAGER = { id: 'mem-ada', role: 'network_manager' as const, name: 'Ada Rossi' };

describe('EditContent', () => {
  it('sends what changed and answers with the content as saved', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1', title: 'Track night' })] });
    contents.actor = MANAGER;
    const saved = await new EditContent(contents).execute('c1', { title: 'Track night, 6×400' });
    expect(contents.callsOf('update')).toEqual([['c1', { title: 'Track night, 6×400' }]]);
    expect(saved.title).toBe('Track night, 6×400');
  });
});
