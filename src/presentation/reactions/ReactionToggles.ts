import { makeAutoObservable, observable, reaction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { SetReaction } from '../../application/usecases/reactions/SetReaction';
import { REACTION_EMOJI, REACTION_NAMES, type Reaction, type ReactionEmoji, type ReactionTargetType } from '../../domain/reactions/Reaction';
import { isMine, reactionsWithMine } from '../../domain/reactions/ReactionToggle';
import type { AuthController } from '../auth';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import { writeOptimistically } from '../kit/optimistic';
import { watchViewer } from '../kit/watchViewer';

/**
 * How long a click on an emoji waits for another before it is sent: a double click is one request, or none when it
 * ends where it began.
 */
export const REACTION_DEBOUNCE_MS = 400;

/** Where the targets of one type are kept as the server last said (the feed's and the pages' contents, a thread's comments). */
export interface ReactionHolder {
  /** The reactions of `targetId` as the server last said, if it is held here. */
  reactionsOf(targetId: string): readonly Reaction[] | undefined;
  /** The server's reactions of `targetId` now (its answer to the member's change, or a live event). */
  reactionsChanged(targetId: string, reactions: Reaction[]): void;
}

/** One emoji of one bar: its count, whether it is the member's, and what it says to a screen reader and in its tooltip. */
export interface ReactionChipView {
  emoji: ReactionEmoji;
  count: number;
  pressed: boolean;
  /** "Heart: 3". */
  label: string;
  /** The count only ("3 reactions"): who reacted is not in the contract. */
  title: string;
}

/** One of the six emoji the "React" menu offers. */
export interface ReactionChoiceView {
  emoji: ReactionEmoji;
  /** Its accessible name: "Thumbs up". */
  name: string;
  chosen: boolean;
}

export interface ReactionBarView {
  label: string;
  chips: ReactionChipView[];
  react: string;
  pickLabel: string;
  choices: ReactionChoiceView[];
}

/** A member's wish for one emoji of one target: given (`mine`) or not. */
interface Wish {
  targetId: string;
  emoji: ReactionEmoji;
  mine: boolean;
}

/**
 * The member's reactions on one type of target: a click shows at once and is sent once the clicks stop
 * (REACTION_DEBOUNCE_MS, on the Clock), through SetReaction and the one form of optimistic writes; a failure takes
 * it back and says so in a toast. What is shown is the server's reactions (the holder's, which the answers and the
 * live events replace) with the member's changes on their way laid over them, so an event that comes meanwhile does
 * not undo them. A guest's click opens the sign-in modal, and the reaction is given once they are signed in.
 */
export class ReactionToggles {
  /** Clicked, not sent yet (the debounce). */
  private readonly waiting = observable.map<string, Wish>();
  /** On its way to the server. */
  private readonly sending = observable.map<string, Wish>();
  private readonly timers = new Map<string, () => void>();
  /** What a guest chose before signing in. */
  private afterSignIn: Omit<Wish, 'mine'> | null = null;

  constructor(
    private readonly targetType: ReactionTargetType,
    private readonly holder: ReactionHolder,
    private readonly setReaction: Pick<SetReaction, 'execute'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly auth: Pick<AuthController, 'open' | 'isOpen'>,
    private readonly notifier: Pick<Notifier, 'error'>,
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ReactionToggles, 'waiting' | 'sending' | 'timers' | 'targetType' | 'holder' | 'setReaction' | 'session' | 'auth' | 'notifier' | 'clock' | 'i18n'>(
      this,
      { waiting: false, sending: false, timers: false, targetType: false, holder: false, setReaction: false, session: false, auth: false, notifier: false, clock: false, i18n: false },
      { autoBind: true },
    );
  }

  /** The reactions of `targetId` as the member sees them: the server's, with their changes on the way. */
  reactionsOf(targetId: string): Reaction[] {
    let reactions = [...(this.holder.reactionsOf(targetId) ?? [])];
    for (const wishes of [this.sending, this.waiting]) {
      for (const wish of wishes.values()) if (wish.targetId === targetId) reactions = reactionsWithMine(reactions, wish.emoji, wish.mine);
    }
    return reactions;
  }

  barOf(targetId: string): ReactionBarView {
    const reactions = this.reactionsOf(targetId);
    const nameOf = (emoji: ReactionEmoji) => this.i18n.t(`reactions.emoji.${REACTION_NAMES[emoji]}`);
    return {
      label: this.i18n.t('reactions.label'),
      chips: reactions.map(({ emoji, count, mine }) => ({
        emoji,
        count,
        pressed: mine,
        label: this.i18n.t('reactions.chip', { name: nameOf(emoji), count }),
        title: count === 1 ? this.i18n.t('reactions.countOne') : this.i18n.t('reactions.count', { count }),
      })),
      react: this.i18n.t('reactions.react'),
      pickLabel: this.i18n.t('reactions.pick'),
      choices: REACTION_EMOJI.map((emoji) => ({ emoji, name: nameOf(emoji), chosen: isMine(reactions, emoji) })),
    };
  }

  /** The member clicked `emoji` on `targetId` (a chip, or a choice of the menu): theirs is taken back, else given. */
  toggled(targetId: string, emoji: ReactionEmoji): void {
    if (!this.session.membership) {
      this.afterSignIn = { targetId, emoji };
      this.auth.open({ returnPath: null });
      return;
    }
    this.wished({ targetId, emoji, mine: !isMine(this.reactionsOf(targetId), emoji) });
  }

  /** A guest who signs in gets the reaction they chose; a modal closed without signing in forgets it. */
  mount(): () => void {
    const stops = [
      watchViewer(this.session, this.viewerChanged, { immediately: false }),
      reaction(
        () => this.auth.isOpen,
        (open) => {
          if (!open && !this.session.membership) this.afterSignIn = null;
        },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  private viewerChanged(viewerId: string | null): void {
    // The clicks of whoever was here before are not this member's.
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    this.waiting.clear();
    const chosen = this.afterSignIn;
    this.afterSignIn = null;
    if (viewerId !== null && chosen) this.wished({ ...chosen, mine: true });
  }

  private wished(wish: Wish): void {
    const key = keyOf(wish);
    this.timers.get(key)?.();
    this.timers.delete(key);
    // Back where the server is (or will be, once what is on its way arrives): nothing to send.
    if (wish.mine === this.settledMine(wish)) {
      this.waiting.delete(key);
      return;
    }
    this.waiting.set(key, wish);
    this.timers.set(
      key,
      this.clock.schedule(REACTION_DEBOUNCE_MS, () => void this.send(key)),
    );
  }

  /** Whether the server has `wish`'s emoji as the member's, or will once what is on its way arrives. */
  private settledMine({ targetId, emoji }: Omit<Wish, 'mine'>): boolean {
    return this.sending.get(keyOf({ targetId, emoji }))?.mine ?? isMine(this.holder.reactionsOf(targetId) ?? [], emoji);
  }

  private async send(key: string): Promise<void> {
    this.timers.delete(key);
    const wish = this.waiting.get(key);
    // One change of an emoji at a time: the one after waits for the answer (sendAfter).
    if (!wish || this.sending.has(key)) return;
    if (wish.mine === this.settledMine(wish)) {
      this.waiting.delete(key);
      return;
    }
    const outcome = await writeOptimistically({
      apply: () => {
        this.waiting.delete(key);
        this.sending.set(key, wish);
        return () => this.sending.delete(key);
      },
      send: () => this.setReaction.execute({ type: this.targetType, id: wish.targetId }, wish.emoji, wish.mine),
      confirm: (reactions) => {
        this.sending.delete(key);
        this.holder.reactionsChanged(wish.targetId, reactions);
      },
    });
    if (!outcome.ok) this.notifier.error(this.i18n.t('reactions.failed', { reason: errorMessageOf(outcome.error, this.i18n) }));
    this.sendAfter(key);
  }

  /** A click made while the change before it was on its way, whose wait is over: its turn now. */
  private sendAfter(key: string): void {
    if (this.waiting.has(key) && !this.timers.has(key)) void this.send(key);
  }
}

function keyOf({ targetId, emoji }: Omit<Wish, 'mine'>): string {
  return `${emoji} ${targetId}`;
}
