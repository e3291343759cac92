import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { ConversationMembersGateway } from '../../application/ports/ConversationMembersGateway';
import type { Clock } from '../../application/ports/Clock';
import type { LiveChannel } from '../../application/ports/LiveChannel';
import type { Navigator } from '../../application/ports/Navigator';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { AddConversationMember } from '../../application/usecases/chat/AddConversationMember';
import type { ChangeConversationAdmin } from '../../application/usecases/chat/ChangeConversationAdmin';
import type { RemoveConversationMember } from '../../application/usecases/chat/RemoveConversationMember';
import type { RenameConversation } from '../../application/usecases/chat/RenameConversation';
import { adminsFirst, type ConversationMember, type MemberSummary } from '../../domain/chat/ConversationMember';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';
import type { ChatListPresenter } from './ChatListPresenter';

/** How long typing in "Add members" pauses before the network's members are searched. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;
/** How many members a search shows (the contract's most). */
export const MEMBER_SEARCH_LIMIT = 20;

/** A line of the members panel, with the controls spec §6 gives the viewer on it. */
export interface MemberRow {
  id: string;
  name: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isMe: boolean;
  /** A change to this member is on its way: their controls wait. */
  busy: boolean;
  canChangeAdmin: boolean;
  canRemove: boolean;
}

/** A member of the network a manager may add (not in the conversation yet). */
export interface MemberCandidate {
  id: string;
  name: string;
  avatarUrl: string | null;
  adding: boolean;
}

type Write = 'add' | 'admin' | 'remove' | 'leave' | 'rename';

/** The chat list this conversation belongs to: told of a new title, new members or admins, and of leaving. */
type ConversationList = Pick<ChatListPresenter, 'conversation' | 'conversationChanged' | 'conversationGone' | 'membersChanged'>;

/**
 * A conversation's "Members" panel ("chat access" of spec §6): who takes part, admins first. Network managers add
 * members of the network found by name or e-mail (`GET /v2/members`, 300 ms after typing stops, the last search
 * wins); managers and the conversation's admins make or unmake admins, remove members (after a confirmation) and
 * rename it; anyone leaves it. A control is shown only to whom §6 gives it; a refusal is said in words in the panel.
 * Changes made elsewhere come with `conversation.updated` and reload the list while the panel is open.
 */
export class ConversationMembersPresenter {
  open = false;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadFailure = '';
  private members: ConversationMember[] = [];
  /** Why the last change was refused, shown in the panel until the next one. */
  actionFailure = '';
  private busyIds: string[] = [];
  query = '';
  searchStatus: 'idle' | 'searching' | 'ready' | 'failed' = 'idle';
  searchFailure = '';
  private found: MemberSummary[] = [];
  /** The member a removal is being confirmed for. */
  removal: { id: string; name: string } | null = null;
  confirmingLeave = false;
  leaving = false;
  renameForm: { title: string; error: string; saving: boolean } | null = null;
  private cancelTyping: (() => void) | null = null;
  /** Counts searches and loads, so only the answer to the latest one is shown. */
  private searches = 0;
  private loads = 0;

  constructor(
    private readonly reads: Pick<ConversationMembersGateway, 'members' | 'findMembers'>,
    private readonly addMember: Pick<AddConversationMember, 'execute'>,
    private readonly changeAdmin: Pick<ChangeConversationAdmin, 'execute'>,
    private readonly removeMember: Pick<RemoveConversationMember, 'execute'>,
    private readonly renameConversation: Pick<RenameConversation, 'execute'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly list: ConversationList,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly live: Pick<LiveChannel, 'on'>,
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly i18n: I18n,
    readonly conversationId: string,
  ) {
    makeAutoObservable<ConversationMembersPresenter, 'reads' | 'addMember' | 'changeAdmin' | 'removeMember' | 'renameConversation' | 'session' | 'list' | 'navigator' | 'notifier' | 'live' | 'clock' | 'i18n' | 'cancelTyping' | 'searches' | 'loads'>(
      this,
      {
        reads: false, addMember: false, changeAdmin: false, removeMember: false, renameConversation: false, session: false, list: false, navigator: false, notifier: false, live: false, clock: false, i18n: false,
        conversationId: false, cancelTyping: false, searches: false, loads: false,
      },
      { autoBind: true },
    );
  }

  private get abilities(): MemberAbilities {
    return new MemberAbilities(this.session.membership);
  }

  private get viewerId(): string {
    return this.session.membership?.id ?? '';
  }

  get title(): string {
    return this.list.conversation(this.conversationId)?.title ?? '';
  }

  /** "Members (4)" on the conversation's header. */
  get memberCount(): number {
    return this.list.conversation(this.conversationId)?.memberCount ?? 0;
  }

  /** Spec §6: only network managers give chat access. */
  get canAdd(): boolean {
    return this.abilities.canAddConversationMembers;
  }

  /** Spec §6: the conversation's admins and managers rename it, change its admins and remove members. */
  get canManage(): boolean {
    const conversation = this.list.conversation(this.conversationId);
    return conversation !== null && this.abilities.canManageConversation(conversation);
  }

  /** Anyone in it may leave. */
  get canLeave(): boolean {
    return this.members.some((member) => member.memberId === this.viewerId);
  }

  get rows(): MemberRow[] {
    return adminsFirst(this.members, this.i18n.locale).map((member) => {
      const isMe = member.memberId === this.viewerId;
      return {
        id: member.memberId,
        name: member.name,
        avatarUrl: member.avatarUrl,
        isAdmin: member.isAdmin,
        isMe,
        busy: this.busyIds.includes(member.memberId),
        canChangeAdmin: this.canManage,
        // Leaving is its own button, with its own words.
        canRemove: this.canManage && !isMe,
      };
    });
  }

  /** The search's members who are not in the conversation yet. */
  get candidates(): MemberCandidate[] {
    const inIt = new Set(this.members.map((member) => member.memberId));
    return this.found
      .filter((member) => !inIt.has(member.id))
      .map((member) => ({ id: member.id, name: member.name, avatarUrl: member.avatarUrl, adding: this.busyIds.includes(member.id) }));
  }

  /** Under the rename field: its problem, else its counter near the 100-character limit. */
  get renameNote(): FieldNote {
    return lengthNote(this.i18n, this.renameForm?.title ?? '', INPUT_LIMITS.name, { problem: this.renameForm?.error, hint: ' ' });
  }

  /** Changes made elsewhere reload the open panel; another viewer closes it. Returns the end of both. */
  mount(): () => void {
    const stopLive = this.live.on('conversation.updated', (conversation) => {
      if (conversation.id === this.conversationId && this.open) void this.load();
    });
    const stopWatching = watchViewer(this.session, () => this.closed(), { immediately: false });
    return () => {
      stopLive();
      stopWatching();
      this.stopTyping();
    };
  }

  membersClicked(): void {
    this.open = true;
    this.actionFailure = '';
    void this.load();
  }

  closed(): void {
    this.open = false;
    this.stopTyping();
    this.query = '';
    this.found = [];
    this.searchStatus = 'idle';
    this.searchFailure = '';
    this.actionFailure = '';
    this.removal = null;
    this.confirmingLeave = false;
  }

  retryLoadClicked(): void {
    void this.load();
  }

  /** "Add members": the network's members are searched once typing pauses; an emptied field shows none. */
  queryTyped(text: string): void {
    this.query = text;
    this.stopTyping();
    if (!text.trim()) {
      this.searches += 1;
      this.found = [];
      this.searchStatus = 'idle';
      return;
    }
    this.cancelTyping = this.clock.schedule(MEMBER_SEARCH_DEBOUNCE_MS, () => {
      this.cancelTyping = null;
      void this.search();
    });
  }

  retrySearchClicked(): void {
    void this.search();
  }

  async addClicked(memberId: string): Promise<void> {
    const candidate = this.found.find((member) => member.id === memberId);
    if (!candidate || !this.canAdd) return;
    await this.write('add', memberId, async () => {
      const added = await this.addMember.execute(this.conversationId, memberId);
      runInAction(() => {
        this.members = [...this.members.filter((member) => member.memberId !== added.memberId), added];
        this.toldList();
      });
      this.notifier.success(this.i18n.t('chat.members.added', { name: added.name }));
    });
  }

  async adminToggled(memberId: string): Promise<void> {
    const member = this.members.find((candidate) => candidate.memberId === memberId);
    if (!member || !this.canManage) return;
    await this.write('admin', memberId, async () => {
      const changed = await this.changeAdmin.execute(this.conversationId, memberId, !member.isAdmin);
      runInAction(() => {
        this.members = this.members.map((candidate) => (candidate.memberId === memberId ? changed : candidate));
        this.toldList();
      });
    });
  }

  removeClicked(memberId: string): void {
    const member = this.members.find((candidate) => candidate.memberId === memberId);
    if (member && this.canManage) this.removal = { id: member.memberId, name: member.name };
  }

  removalCancelled(): void {
    this.removal = null;
  }

  async removalConfirmed(): Promise<void> {
    const removal = this.removal;
    this.removal = null;
    if (!removal) return;
    await this.write('remove', removal.id, async () => {
      await this.removeMember.execute(this.conversationId, removal.id);
      runInAction(() => {
        this.members = this.members.filter((member) => member.memberId !== removal.id);
        this.toldList();
      });
      this.notifier.success(this.i18n.t('chat.members.removed', { name: removal.name }));
    });
  }

  leaveClicked(): void {
    if (this.canLeave) this.confirmingLeave = true;
  }

  leaveCancelled(): void {
    this.confirmingLeave = false;
  }

  /** The member leaves: back to the conversation list, where it no longer is. */
  async leaveConfirmed(): Promise<void> {
    this.confirmingLeave = false;
    const title = this.title;
    this.leaving = true;
    await this.write('leave', this.viewerId, async () => {
      await this.removeMember.execute(this.conversationId, this.viewerId);
      runInAction(() => this.closed());
      this.list.conversationGone(this.conversationId);
      this.navigator.goTo(NETWORK_PATHS.chat);
      this.notifier.success(this.i18n.t('chat.members.left', { title }));
    });
    runInAction(() => (this.leaving = false));
  }

  renameClicked(): void {
    if (this.canManage) this.renameForm = { title: this.title, error: '', saving: false };
  }

  renameTyped(title: string): void {
    if (this.renameForm && !this.renameForm.saving) this.renameForm = { title, error: '', saving: false };
  }

  renameClosed(): void {
    if (!this.renameForm?.saving) this.renameForm = null;
  }

  /** The new title is saved; refused, the dialog stays with the title typed and why. */
  async renameSubmitted(): Promise<void> {
    const form = this.renameForm;
    if (!form || form.saving) return;
    const title = form.title.trim();
    if (!title) {
      this.renameForm = { ...form, error: this.i18n.t('chat.create.titleRequired') };
      return;
    }
    if (isOverLimit(title, INPUT_LIMITS.name)) return;
    this.renameForm = { ...form, saving: true };
    try {
      const conversation = await this.renameConversation.execute(this.conversationId, title);
      this.list.conversationChanged(conversation);
      runInAction(() => (this.renameForm = null));
      this.notifier.success(this.i18n.t('chat.members.renamed', { title: conversation.title }));
    } catch (error) {
      runInAction(() => (this.renameForm = { title: form.title, error: this.refusal(error, 'rename'), saving: false }));
    }
  }

  private async load(): Promise<void> {
    const round = ++this.loads;
    if (this.members.length === 0) this.status = 'loading';
    try {
      const members = await this.reads.members(this.conversationId);
      if (round !== this.loads) return;
      runInAction(() => {
        this.members = members;
        this.status = 'ready';
        this.toldList();
      });
    } catch (error) {
      if (round !== this.loads) return;
      runInAction(() => {
        // A list already shown stays; only a first load that failed says so.
        if (this.status === 'ready') return;
        this.status = 'failed';
        this.loadFailure = this.refusal(error, 'read');
      });
    }
  }

  private async search(): Promise<void> {
    const query = this.query.trim();
    if (!query) return;
    const round = ++this.searches;
    this.searchStatus = 'searching';
    this.searchFailure = '';
    try {
      const found = await this.reads.findMembers(query, MEMBER_SEARCH_LIMIT);
      if (round !== this.searches) return;
      runInAction(() => {
        this.found = found;
        this.searchStatus = 'ready';
      });
    } catch (error) {
      if (round !== this.searches) return;
      runInAction(() => {
        this.searchStatus = 'failed';
        this.searchFailure = this.refusal(error, 'add');
      });
    }
  }

  /** One change to one member at a time; a refusal is said in the panel. */
  private async write(kind: Write, memberId: string, change: () => Promise<void>): Promise<void> {
    if (this.busyIds.includes(memberId)) return;
    this.busyIds = [...this.busyIds, memberId];
    this.actionFailure = '';
    try {
      await change();
    } catch (error) {
      runInAction(() => (this.actionFailure = this.refusal(error, kind)));
    } finally {
      runInAction(() => (this.busyIds = this.busyIds.filter((id) => id !== memberId)));
    }
  }

  /** A 403 in the words of what was refused; any other failure as the app says it everywhere. */
  private refusal(error: unknown, kind: Write | 'read'): string {
    if (ApiError.is(error) && error.status === 403) return this.i18n.t(`chat.members.forbidden.${kind}`);
    return errorMessageOf(error, this.i18n);
  }

  /** The list's count and admins follow the panel's members. */
  private toldList(): void {
    this.list.membersChanged(this.conversationId, {
      memberCount: this.members.length,
      adminIds: this.members.filter((member) => member.isAdmin).map((member) => member.memberId),
    });
  }

  private stopTyping(): void {
    this.cancelTyping?.();
    this.cancelTyping = null;
  }
}
