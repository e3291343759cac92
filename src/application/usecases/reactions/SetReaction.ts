import type { Reaction, ReactionEmoji, ReactionTarget } from '../../../domain/reactions/Reaction';
import type { ReactionGateway } from '../../ports/ReactionGateway';

/** The member's reaction `emoji` on a content or a comment, given or taken back; answers the target's reactions as the server has them. */
export class SetReaction {
  constructor(private readonly reactions: Pick<ReactionGateway, 'give' | 'take'>) {}

  execute(target: ReactionTarget, emoji: ReactionEmoji, given: boolean): Promise<Reaction[]> {
    return given ? this.reactions.give(target, emoji) : this.reactions.take(target, emoji);
  }
}
export const SET_REACTION = Symbol.for('SetReaction');
