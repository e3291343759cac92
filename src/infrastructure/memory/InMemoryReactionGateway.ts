import { ApiError } from '../../application/errors/ApiError';
import type { ReactionGateway } from '../../application/ports/ReactionGateway';
import type { Reaction, ReactionEmoji, ReactionTarget } from '../../domain/reactions/Reaction';
import { reactionsWithMine } from '../../domain/reactions/ReactionToggle';
import type { InMemoryCommentGateway } from './InMemoryCommentGateway';
import type { InMemoryContentGateway } from './InMemoryContentGateway';
import { ScriptedGateway } from './ScriptedGateway';

/**
 * The reactions of an InMemoryContentGateway's contents and its comments' (InMemoryCommentGateway), with their actor
 * and rules: 401 for a guest, 403 AccessDenied without read access, 404 for an unknown target. A target keeps its
 * reactions as the actor sees them (one viewer at a time), changed by the domain's rule.
 */
export class InMemoryReactionGateway extends ScriptedGateway<keyof ReactionGateway> implements ReactionGateway {
  constructor(
    private readonly contents: InMemoryContentGateway,
    private readonly comments: InMemoryCommentGateway,
  ) {
    super();
  }

  async give(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]> {
    this.enter('give', target, emoji);
    return this.set(target, emoji, true);
  }

  async take(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]> {
    this.enter('take', target, emoji);
    return this.set(target, emoji, false);
  }

  private set(target: ReactionTarget, emoji: ReactionEmoji, mine: boolean): Reaction[] {
    if (this.contents.actor.role === 'guest') throw new ApiError(401, 'Unauthorized', 'You are not signed in.');
    this.contents.requireReadAccess();
    if (target.type === 'content') {
      const reactions = reactionsWithMine(this.contents.findContent(target.id).reactions, emoji, mine);
      this.contents.reactionsChanged(target.id, reactions);
      return structuredClone(reactions);
    }
    const reactions = reactionsWithMine(this.comments.find(target.id).reactions, emoji, mine);
    this.comments.reactionsChanged(target.id, reactions);
    return structuredClone(reactions);
  }
}
