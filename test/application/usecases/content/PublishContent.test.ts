import { describe, expect, it } from 'vitest';
import { PublishContent } from '../../../../src/application/usecases/content/PublishContent';
import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';

/** Who may write any content of the network. */
const MANAGER = { id: 'mem-ada', role: 'network_manager' as const, name: 'Ada Rossi' };

describe('PublishContent (spec §6 New post)', () => {
  it('sends the draft and answers with the content as the server has it', async () => {
    const contents = new InMemoryContentGateway();
    contents.actor = MANAGER;
    const published = await new PublishContent(contents).execute({ type: 'post', title: 'Track night', body: 'Tuesday at 7.' });
    expect(contents.callsOf('create')).toEqual([[{ type: 'post', title: 'Track night', body: 'Tuesday at 7.' }]]);
    expect(await contents.get(published.id)).toMatchObject({ title: 'Track night' });
  });
});
