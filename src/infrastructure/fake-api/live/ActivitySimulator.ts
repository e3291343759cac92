import type { Clock } from '../../../application/ports/Clock';
import type { FakeBackend } from '../FakeBackend';
import type { MembershipRecord } from '../FakeState';
import { callName, runRoute } from '../routeRunner';
import { ALL_ROUTES } from '../routes/allRoutes';
import { accessOf } from '../rules/access';
import { conversationMemberIds } from '../rules/conversationMembers';

/** How often another member does something in each visited network while the simulation runs. */
export const ACTIVITY_INTERVAL_MS = 5_000;

/** A member signed in on a live socket, and the network they visit. */
export interface LiveVisitor {
  networkId: string;
  memberId: string;
}

type Deed = 'message' | 'comment' | 'notification';
const DEEDS: readonly Deed[] = ['message', 'comment', 'notification'];

const MESSAGES = [
  'Anyone up for an easy run tomorrow morning?',
  'Just back from the seafront loop, the wind has dropped.',
  'Thanks for the tips yesterday, they helped a lot.',
  'I can bring the spare bottles on Sunday.',
  'Running late, start without me and I will catch up.',
];
const COMMENTS = ['Great post, thanks for sharing!', 'Saving this for later.', 'I tried this last week: it works.', 'Count me in.', 'Well said.'];
const NOTIFICATIONS = [
  { title: 'New this week', body: 'Three new posts since your last visit: have a look at the feed.' },
  { title: 'Reminder', body: 'Sunday’s meeting point moves to the marina.' },
  { title: 'Thank you', body: 'The community passed a new milestone today.' },
];

// Calls made on a member's behalf go through the route runner like any request; only the path is read from it.
const SIMULATED_ORIGIN = 'http://fake-api.internal';

/**
 * The demo's "simulate activity": every few seconds, in each network a member visits on a live socket, another
 * member does one thing in turn (a chat message in the conversation with the latest activity, a comment on the
 * newest content, a notification from a manager) through the same routes the app calls, so each is published as
 * a live event exactly as a real one. Whatever a network cannot have (no chat, no manager) is skipped.
 */
export class ActivitySimulator {
  private cancelNext: (() => void) | null = null;
  private turn = 0;

  constructor(
    private readonly backend: FakeBackend,
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly visitors: () => readonly LiveVisitor[],
  ) {}

  get running(): boolean {
    return this.cancelNext !== null;
  }

  start(): void {
    if (!this.running) this.next();
  }

  stop(): void {
    this.cancelNext?.();
    this.cancelNext = null;
  }

  /** One round: in each visited network, the next deed that network allows. */
  async act(): Promise<void> {
    const turn = this.turn++;
    const visitors = this.visitors();
    const networks = [...new Set(visitors.map((visitor) => visitor.networkId))];
    for (const networkId of networks) {
      const visiting = new Set(visitors.filter((visitor) => visitor.networkId === networkId).map((visitor) => visitor.memberId));
      const first = turn % DEEDS.length;
      const deeds = [...DEEDS.slice(first), ...DEEDS.slice(0, first)];
      for (const deed of deeds) if (await this.perform(deed, networkId, visiting, turn)) break;
    }
  }

  private next(): void {
    this.cancelNext = this.clock.schedule(ACTIVITY_INTERVAL_MS, () => {
      void this.act().finally(() => {
        if (this.running) this.next();
      });
    });
  }

  /** Whether the deed was done. */
  private async perform(deed: Deed, networkId: string, visiting: ReadonlySet<string>, turn: number): Promise<boolean> {
    const state = this.backend.state;
    const network = this.backend.networkById(networkId);
    if (!network) return false;
    const others = state.memberships.filter(
      (member) => member.networkId === networkId && !visiting.has(member.id) && member.firstName.trim() !== '' && accessOf(state, network, member).authorized,
    );
    const pick = <T>(list: readonly T[]): T | undefined => list[turn % Math.max(1, list.length)];
    switch (deed) {
      case 'message': {
        if (!network.customization.features.chat) return false;
        const latest = (conversationId: string) =>
          state.chatMessages.reduce((newest, message) => (message.conversationId === conversationId && message.createdAt > newest ? message.createdAt : newest), '');
        const conversation = state.conversations
          .filter((candidate) => candidate.networkId === networkId)
          .sort((a, b) => latest(b.id).localeCompare(latest(a.id)))[0];
        // One of its members says it.
        const members = conversation ? conversationMemberIds(state, conversation) : [];
        const sender = pick(others.filter((member) => members.includes(member.id)));
        if (!conversation || !sender) return false;
        return this.call(sender, 'POST /v2/chat/conversations/{id}/messages', { id: conversation.id }, { body: pick(MESSAGES), clientId: `simulated-${this.backend.nextId('sim')}` });
      }
      case 'comment': {
        const content = state.contents.filter((candidate) => candidate.networkId === networkId).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        const author = pick(others);
        if (!content || !author) return false;
        return this.call(author, 'POST /v2/contents/{id}/comments', { id: content.id }, { body: pick(COMMENTS) });
      }
      case 'notification': {
        const managers = state.memberships.filter((member) => member.networkId === networkId && member.role === 'network_manager');
        // Another member sends it when the network has another manager; else its only manager (who may be the visitor).
        const sender = pick(managers.filter((member) => !visiting.has(member.id))) ?? managers[0];
        if (!sender) return false;
        return this.call(sender, 'POST /v2/notifications', {}, pick(NOTIFICATIONS) ?? {});
      }
    }
  }

  private async call(member: MembershipRecord, name: string, params: Record<string, string>, body: object): Promise<boolean> {
    const route = ALL_ROUTES.find((candidate) => callName(candidate) === name);
    if (!route) throw new Error(`No route ${name}`);
    const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
    const url = `${SIMULATED_ORIGIN}${path}?networkId=${encodeURIComponent(member.networkId)}`;
    const request = new Request(url, { method: route.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const reply = await runRoute(this.backend, route, request, params, member);
    return reply.status < 300;
  }
}
