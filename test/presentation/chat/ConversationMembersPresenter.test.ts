import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AddConversationMember } from '../../../src/application/usecases/chat/AddConversationMember';
import { ChangeConversationAdmin } from '../../../src/application/usecases/chat/ChangeConversationAdmin';
import { RemoveConversationMember } from '../../../src/application/usecases/chat/RemoveConversationMember';
import { RenameConversation } from '../../../src/application/usecases/chat/RenameConversation';
import type { ConversationMember } from '../../../src/domain/chat/ConversationMember';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { Role } from '../../../src/domain/roles/Role';
import { InMemoryConversationMembersGateway, type DirectoryMember } from '../../../src/infrastructure/memory/InMemoryConversationMembersGateway';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { ConversationMembersPresenter, MEMBER_SEARCH_DEBOUNCE_MS } from '../../../src/presentation/chat/ConversationMembersPresenter';
import { chat, conversation } from './chatHarness';

const member = (memberId: string, name: string, isAdmin = false): ConversationMember => ({ memberId, name, avatarUrl: null, isAdmin });
const person = (id: string, name: string, email: string, role: Role = 'user'): DirectoryMember => ({ id, name, avatarUrl: null, role, email });

const IRENE = sampleMembership({ id: 'mem-irene', firstName: 'Irene', lastName: 'Conti', role: 'network_manager', networkId: 'net-1' });
const BRUNO = sampleMembership({ id: 'mem-bruno', firstName: 'Bruno', lastName: 'Neri', role: 'user', networkId: 'net-1' });
const ROSA = sampleMembership({ id: 'mem-rosa', firstName: 'Rosa', lastName: 'Galli', role: 'user', networkId: 'net-1' });
const GIULIA = sampleMembership({ id: 'mem-giulia', firstName: 'Giulia', lastName: 'Verdi', role: 'trusted_contributor', networkId: 'net-1' });

const RACE_CREW = [member('mem-rosa', 'Rosa Galli'), member('mem-bruno', 'Bruno Neri', true), member('mem-giulia', 'Giulia Verdi')];

/** "Race crew" (c1), administered by Bruno, seen by `viewer`, with its members panel open and loaded (or refused: `loadFailure`). */
async function panel(viewer: Membership, roster: ConversationMember[] = RACE_CREW, loadFailure?: Error) {
  const h = chat({ member: viewer, conversations: [conversation({ title: 'Race crew', adminIds: roster.filter((one) => one.isAdmin).map((one) => one.memberId), memberCount: roster.length })] });
  h.list.mount();
  await expect.poll(() => h.list.status).toBe('ready');
  const gateway = new InMemoryConversationMembersGateway({
    conversations: { c1: roster },
    directory: [person('mem-rosa', 'Rosa Galli', 'rosa@demo.test'), person('mem-bruno', 'Bruno Neri', 'bruno@demo.test'), person('mem-giulia', 'Giulia Verdi', 'giulia@demo.test', 'trusted_contributor'), person('mem-mara', 'Mara Fontana', 'mara@demo.test'), person('mem-marco', 'Marco Bianchi', 'marco@demo.test')],
  });
  gateway.actor = { id: viewer.id, role: viewer.role };
  if (loadFailure) gateway.failNext('members', loadFailure);
  const notifier = new RecordingNotifier();
  const members = new ConversationMembersPresenter(
    gateway,
    new AddConversationMember(gateway),
    new ChangeConversationAdmin(gateway),
    new RemoveConversationMember(gateway),
    new RenameConversation(h.gateway),
    h.session,
    h.list,
    h.navigator,
    notifier,
    h.live,
    h.clock,
    h.i18n,
    'c1',
  );
  const unmount = members.mount();
  members.membersClicked();
  await expect.poll(() => members.status).not.toBe('loading');
  return { ...h, chatGateway: h.gateway, members, gateway, notifier, unmount };
}

const controls = (members: ConversationMembersPresenter) => members.rows.map((row) => [row.name, row.isAdmin, row.canChangeAdmin, row.canRemove]);

describe('ConversationMembersPresenter (spec §6 "chat access")', () => {
  it('lists the members, admins first then by name, with the viewer marked', async () => {
    const { members } = await panel(ROSA);
    expect(members.rows.map((row) => [row.name, row.isAdmin, row.isMe])).toEqual([
      ['Bruno Neri', true, false],
      ['Giulia Verdi', false, false],
      ['Rosa Galli', false, true],
    ]);
    expect(members.memberCount).toBe(3);
  });

  it.each([
    ['a network manager', IRENE, { add: true, manage: true, leave: false }],
    ['the conversation’s admin (a plain user)', BRUNO, { add: false, manage: true, leave: true }],
    ['a trusted contributor who is not its admin', GIULIA, { add: false, manage: false, leave: true }],
    ['a user who is not its admin', ROSA, { add: false, manage: false, leave: true }],
  ])('gives %s only the controls §6 allows', async (_who, viewer, allowed) => {
    const { members } = await panel(viewer);
    expect({ add: members.canAdd, manage: members.canManage, leave: members.canLeave }).toEqual(allowed);
    // Each row: admin toggle for whoever manages; removal too, except of oneself (that is "Leave").
    for (const row of members.rows) {
      expect(row.canChangeAdmin).toBe(allowed.manage);
      expect(row.canRemove).toBe(allowed.manage && !row.isMe);
    }
  });

  it('lets a manager find members by name or e-mail once typing pauses, the last search winning, and add one', async () => {
    const { members, gateway, clock, list, notifier } = await panel(IRENE);
    members.queryTyped('ma');
    members.queryTyped('mar');
    clock.advance(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    expect(gateway.callsOf('findMembers')).toHaveLength(0);
    clock.advance(1);
    await expect.poll(() => members.searchStatus).toBe('ready');
    expect(gateway.callsOf('findMembers')).toEqual([['mar', 20]]);
    // Members already in it are not offered.
    expect(members.candidates.map((candidate) => candidate.name)).toEqual(['Mara Fontana', 'Marco Bianchi']);

    await members.addClicked('mem-mara');
    expect(members.rows.map((row) => row.name)).toContain('Mara Fontana');
    expect(members.candidates.map((candidate) => candidate.name)).toEqual(['Marco Bianchi']);
    expect(list.conversation('c1')?.memberCount).toBe(4);
    expect(notifier.messages('success')).toEqual(['Mara Fontana was added to the conversation.']);
    expect(gateway.membersOf('c1').map((one) => one.memberId)).toContain('mem-mara');
  });

  it('shows only the latest search’s answer when an earlier one arrives late', async () => {
    const { members, gateway, clock } = await panel(IRENE);
    const find = gateway.findMembers.bind(gateway);
    let releaseFirst = () => {};
    let searches = 0;
    gateway.findMembers = async (query, limit) => {
      if (++searches === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      return find(query, limit);
    };
    members.queryTyped('ro');
    clock.advance(MEMBER_SEARCH_DEBOUNCE_MS);
    members.queryTyped('mar');
    clock.advance(MEMBER_SEARCH_DEBOUNCE_MS);
    await expect.poll(() => members.searchStatus).toBe('ready');
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(members.candidates.map((candidate) => candidate.name)).toEqual(['Mara Fontana', 'Marco Bianchi']);
  });

  it('says so when nobody matches, and empties the results when the field is cleared', async () => {
    const { members, clock } = await panel(IRENE);
    members.queryTyped('zzz');
    clock.advance(MEMBER_SEARCH_DEBOUNCE_MS);
    await expect.poll(() => members.searchStatus).toBe('ready');
    expect(members.candidates).toEqual([]);
    members.queryTyped('');
    expect(members.searchStatus).toBe('idle');
  });

  it('lets the conversation’s admin make and unmake admins; the list’s admins follow', async () => {
    const { members, list } = await panel(BRUNO);
    await members.adminToggled('mem-rosa');
    expect(members.rows.find((row) => row.id === 'mem-rosa')?.isAdmin).toBe(true);
    expect(list.conversation('c1')?.adminIds).toEqual(['mem-bruno', 'mem-rosa']);
    await members.adminToggled('mem-rosa');
    expect(members.rows.find((row) => row.id === 'mem-rosa')?.isAdmin).toBe(false);
  });

  it('removes a member after a confirmation, and says so', async () => {
    const { members, gateway, notifier, list } = await panel(BRUNO);
    members.removeClicked('mem-giulia');
    expect(members.removal).toEqual({ id: 'mem-giulia', name: 'Giulia Verdi' });
    members.removalCancelled();
    expect(gateway.callsOf('remove')).toHaveLength(0);

    members.removeClicked('mem-giulia');
    await members.removalConfirmed();
    expect(members.rows.map((row) => row.name)).toEqual(['Bruno Neri', 'Rosa Galli']);
    expect(list.conversation('c1')?.memberCount).toBe(2);
    expect(notifier.messages('success')).toEqual(['Giulia Verdi was removed from the conversation.']);
  });

  it('says a refused removal in words, and keeps the member in the list', async () => {
    const { members, gateway } = await panel(BRUNO);
    gateway.failNext('remove', new ApiError(403, 'Forbidden', 'Only the admins of this conversation and network managers can remove its members.'));
    members.removeClicked('mem-giulia');
    await members.removalConfirmed();
    expect(members.actionFailure).toBe('Only the conversation’s admins and the network’s managers can remove its members.');
    expect(members.rows.map((row) => row.name)).toContain('Giulia Verdi');
  });

  it('lets any member leave after a confirmation: back to the list, where the conversation no longer is', async () => {
    const { members, list, navigator, notifier, gateway } = await panel(ROSA);
    members.leaveClicked();
    expect(members.confirmingLeave).toBe(true);
    await members.leaveConfirmed();
    expect(gateway.callsOf('remove')).toEqual([['c1', 'mem-rosa']]);
    expect(members.open).toBe(false);
    expect(list.conversation('c1')).toBeNull();
    expect(navigator.currentPath()).toBe('/chat');
    expect(notifier.messages('success')).toEqual(['You left “Race crew”.']);
  });

  it('renames the conversation for its admin; an empty title is not sent', async () => {
    const { members, list, notifier } = await panel(BRUNO);
    members.renameClicked();
    expect(members.renameForm).toEqual({ title: 'Race crew', error: '', saving: false });
    members.renameTyped(' ');
    await members.renameSubmitted();
    expect(members.renameForm?.error).toBe('Give the conversation a title.');

    members.renameTyped('Race crew 2027');
    await members.renameSubmitted();
    expect(members.renameForm).toBeNull();
    expect(list.conversation('c1')?.title).toBe('Race crew 2027');
    expect(notifier.messages('success')).toEqual(['The conversation is now called “Race crew 2027”.']);
  });

  it('shows a refused rename in words, with the title typed kept', async () => {
    const { members, chatGateway } = await panel(BRUNO);
    members.renameClicked();
    members.renameTyped('Someone else’s title');
    // The admin was unmade elsewhere meanwhile: the server refuses.
    chatGateway.failNext('rename', new ApiError(403, 'Forbidden', 'Only the admins of this conversation and network managers can rename it.'));
    await members.renameSubmitted();
    expect(members.renameForm).toEqual({ title: 'Someone else’s title', error: 'Only the conversation’s admins and the network’s managers can rename it.', saving: false });
  });

  it('reloads the open panel when the conversation changes elsewhere (`conversation.updated`), and closes for another viewer', async () => {
    const { members, gateway, live, session } = await panel(BRUNO);
    const before = gateway.callsOf('members').length;
    live.emit('conversation.updated', conversation({ title: 'Race crew', memberCount: 4 }));
    await expect.poll(() => gateway.callsOf('members').length).toBe(before + 1);
    live.emit('conversation.updated', conversation({ id: 'other' }));
    expect(gateway.callsOf('members').length).toBe(before + 1);

    session.clearUser();
    expect(members.open).toBe(false);
  });

  it('says in words when the member may not see who is in it', async () => {
    const { members: refused } = await panel(ROSA, RACE_CREW, new ApiError(403, 'Forbidden', 'Only the members of this conversation can read it.'));
    expect(refused.status).toBe('failed');
    expect(refused.loadFailure).toBe('You cannot see who is in this conversation: you are not one of its members.');
  });

  it('gives the controls of the table to the rows in the order shown', async () => {
    const { members } = await panel(IRENE);
    expect(controls(members)).toEqual([
      ['Bruno Neri', true, true, true],
      ['Giulia Verdi', false, true, true],
      ['Rosa Galli', false, true, true],
    ]);
  });
});
