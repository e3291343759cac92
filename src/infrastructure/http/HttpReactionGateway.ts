import type { ReactionGateway } from '../../application/ports/ReactionGateway';
import type { Reaction, ReactionEmoji, ReactionTarget } from '../../domain/reactions/Reaction';
import type { ApiClient } from './ApiClient';
import { dataOf, readReaction } from './readers';
import { readArray } from './wire';

const reactionsPath = (target: ReactionTarget) => `/v2/reactions/${target.type}/${encodeURIComponent(target.id)}`;
const readReactions = readArray(readReaction);

/** api-contract.md `PUT /v2/reactions/{targetType}/{targetId}` `{emoji}` and `DELETE` the same `?emoji=`. */
export class HttpReactionGateway implements ReactionGateway {
  constructor(private readonly api: Pick<ApiClient, 'send'>) {}

  async give(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]> {
    return dataOf(await this.api.send({ method: 'PUT', path: reactionsPath(target), body: { emoji } }), readReactions);
  }

  async take(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]> {
    return dataOf(await this.api.send({ method: 'DELETE', path: reactionsPath(target), query: { emoji } }), readReactions);
  }
}
