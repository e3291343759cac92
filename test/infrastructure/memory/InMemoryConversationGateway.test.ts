import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../src/domain/chat/Conversation';
import { InMemoryConversationGateway } from '../../../src/infrastructure/memory/InMemoryConversationGateway';

const CREW: Conversation = { id: 'crew', title: 'Race crew', adminIds: ['mem-bruno'], memberCount: 3, lastMessage: null, unread: 0 };

describe('InMemoryConversationGateway', () => {
  it('renames a conversation for its admins and network managers; anyone else gets 403 Forbidden (spec §6)', async () => {
    const chat = new InMemoryConversationGateway({ conversations: [CREW] });

    chat.actor = { id: 'mem-ada', name: 'Ada Rossi', role: 'trusted_contributor' };
    await expect(chat.rename('crew', 'Mine')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    chat.actor = { id: 'mem-bruno', name: 'Bruno Gallo', role: 'user' };
    await expect(chat.rename('crew', 'Harbour Half crew')).resolves.toEqual({ ...CREW, title: 'Harbour Half crew' });
    chat.actor = { id: 'mem-irene', name: 'Irene Sala', role: 'network_manager' };
    await expect(chat.rename('crew', 'Crew')).resolves.toMatchObject({ title: 'Crew' });
    await expect(chat.rename('elsewhere', 'Crew')).rejects.toMatchObject({ status: 404 });

    expect((await chat.list()).map((conversation) => conversation.title)).toEqual(['Crew']);
    expect(chat.callsOf('rename')).toEqual([['crew', 'Mine'], ['crew', 'Harbour Half crew'], ['crew', 'Crew'], ['elsewhere', 'Crew']]);
  });
});
