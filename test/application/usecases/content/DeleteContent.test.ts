import { describe, expect, it } from 'vitest';
import { DeleteContent } from '../../../../src/application/usecases/content/DeleteContent';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { sampleContent } from '../../../../src/infrastructure/memory/samples';

/** Who may write any content of the network. */
const MANAGER = { id: 'mem-ada', role: 'network_manager' as const, name: 'Ada Rossi' };

describe('DeleteContent', () => {
  it('deletes the content on the server', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = MANAGER;
    await new DeleteContent(contents).execute('c1');
    expect(contents.callsOf('remove')).toEqual([['c1']]);
    await expect(contents.get('c1')).rejects.toMatchObject({ status: 404 });
  });
});
