import { describe, expect, it } from 'vitest';
import { InMemoryConversationMembersGateway } from '../../../src/infrastructure/memory/InMemoryConversationMembersGateway';

const BRUNO = { memberId: 'mem-bruno', name: 'Bruno Gallo', avatarUrl: null, isAdmin: true };
const ADA = { memberId: 'mem-ada', name: 'Ada Rossi', avatarUrl: null, isAdmin: false };
const ROSA = { memberId: 'mem-rosa', name: 'Rosa Fontana', avatarUrl: null, isAdmin: false };

function gateway(actor: InMemoryConversationMembersGateway['actor']): InMemoryConversationMembersGateway {
  const members = new InMemoryConversationMembersGateway({
    directory: [
      { id: 'mem-ada', name: 'Ada Rossi', avatarUrl: null, role: 'user', email: 'ada@example.com' },
      { id: 'mem-bruno', name: 'Bruno Gallo', avatarUrl: null, role: 'user' },
      { id: 'mem-irene', name: 'Irene Salà', avatarUrl: '/irene.svg', role: 'network_manager' },
      { id: 'mem-rosa', name: 'Rosa Fontana', avatarUrl: null, role: 'user' },
      { id: 'mem-mara', name: 'Mara Conti', avatarUrl: null, role: 'user' },
    ],
    conversations: { crew: [ROSA, ADA, BRUNO] },
  });
  members.actor = actor;
  return members;
}

describe('InMemoryConversationMembersGateway', () => {
  it('lets a manager add members, change admins, remove them and search the network (spec §6)', async () => {
    const members = gateway({ id: 'mem-irene', role: 'network_manager' });

    await expect(members.members('crew')).resolves.toEqual([BRUNO, ADA, ROSA]);
    await expect(members.add('crew', 'mem-mara')).resolves.toEqual({ memberId: 'mem-mara', name: 'Mara Conti', avatarUrl: null, isAdmin: false });
    await expect(members.add('crew', 'mem-ada', { isAdmin: true })).resolves.toEqual({ ...ADA, isAdmin: true });
    await expect(members.add('crew', 'mem-nobody')).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { memberId: expect.any(String) } } });
    await expect(members.changeAdmin('crew', 'mem-bruno', false)).resolves.toEqual({ ...BRUNO, isAdmin: false });
    await members.remove('crew', 'mem-rosa');
    expect(members.membersOf('crew').map((member) => [member.memberId, member.isAdmin])).toEqual([['mem-ada', true], ['mem-bruno', false], ['mem-mara', false]]);

    // Name or e-mail, whatever the case and the accents, by name.
    await expect(members.findMembers('SALA', 20)).resolves.toEqual([{ id: 'mem-irene', name: 'Irene Salà', avatarUrl: '/irene.svg', role: 'network_manager' }]);
    expect((await members.findMembers('example.com', 20)).map((member) => member.id)).toEqual(['mem-ada']);
    expect((await members.findMembers('', 2)).map((member) => member.id)).toEqual(['mem-ada', 'mem-bruno']);
    await expect(members.findMembers('', 21)).rejects.toMatchObject({ status: 422, details: { fields: { limit: expect.any(String) } } });
    expect(members.callsOf('add')).toEqual([['crew', 'mem-mara', {}], ['crew', 'mem-ada', { isAdmin: true }], ['crew', 'mem-nobody', {}]]);
  });

  it('lets a conversation’s admin who is a plain user manage it, but not add members nor search', async () => {
    const members = gateway({ id: 'mem-bruno', role: 'user' });

    await expect(members.add('crew', 'mem-mara')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(members.findMembers('a', 20)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(members.changeAdmin('crew', 'mem-rosa', true)).resolves.toEqual({ ...ROSA, isAdmin: true });
    await members.remove('crew', 'mem-ada');
    await expect(members.remove('crew', 'mem-ada')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    expect(members.membersOf('crew').map((member) => member.memberId)).toEqual(['mem-bruno', 'mem-rosa']);
  });

  it('lets a plain member see who is in it and leave, nothing more; an outsider does not see it', async () => {
    const members = gateway({ id: 'mem-ada', role: 'trusted_contributor' });

    await expect(members.members('crew')).resolves.toHaveLength(3);
    await expect(members.changeAdmin('crew', 'mem-ada', true)).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(members.remove('crew', 'mem-rosa')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await members.remove('crew', 'mem-ada');
    await expect(members.members('crew')).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(members.members('elsewhere')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('fails a call as scripted', async () => {
    const members = gateway({ id: 'mem-irene', role: 'network_manager' });
    members.failNext('members', new Error('offline'));
    await expect(members.members('crew')).rejects.toThrow('offline');
    await expect(members.members('crew')).resolves.toHaveLength(3);
  });
});
