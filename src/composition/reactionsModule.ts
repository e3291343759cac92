import type { Container } from 'inversify';
import { CLOCK, type Clock } from '../application/ports/Clock';
import { NOTIFIER, type Notifier } from '../application/ports/Notifier';
import { REACTION_GATEWAY, type ReactionGateway } from '../application/ports/ReactionGateway';
import { SESSION, type Session } from '../application/session/Session';
import { SET_REACTION, SetReaction } from '../application/usecases/reactions/SetReaction';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpReactionGateway } from '../infrastructure/http/HttpReactionGateway';
import type { AuthController } from '../presentation/auth/AuthController';
import { SHOWN_CONTENTS, type ShownContents } from '../presentation/content/ShownContents';
import type { I18n } from '../presentation/i18n/I18n';
import { registerReactionMessages } from '../presentation/reactions/reactionMessages';
import { COMMENT_REACTIONS, CONTENT_REACTIONS, REACTIONS_PRESENTERS } from '../presentation/reactions/reactionsTokens';
import { ReactionToggles, type ReactionHolder } from '../presentation/reactions/ReactionToggles';
import { PRESENTATION } from '../presentation/tokens';
import { API_CLIENT } from './apiClientToken';
import { bindSharedPresenter } from './sharedPresenter';
import { bindShownContents } from './shownContents';

/**
 * The reactions' part of the composition root, bound by whichever of the feed's extras (the cards' bars) and the
 * community's module (the content page, the comments) loads first: their strings, the wire adapter, the use case,
 * the contents' one ReactionToggles and the factory of a thread's. A binding made before (tests, QA) is kept.
 */
export function bindReactions(container: Container): void {
  if (container.isBound(CONTENT_REACTIONS)) return;
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerReactionMessages(i18n);
  bindShownContents(container);
  if (!container.isBound(REACTION_GATEWAY)) container.bind(REACTION_GATEWAY).toResolvedValue((client: ApiClient) => new HttpReactionGateway(client), [API_CLIENT]);
  if (!container.isBound(SET_REACTION)) container.bind(SET_REACTION).toResolvedValue((reactions: ReactionGateway) => new SetReaction(reactions), [REACTION_GATEWAY]);
  container.bind(COMMENT_REACTIONS).toResolvedValue(
    (setReaction: SetReaction, session: Session, auth: AuthController, notifier: Notifier, clock: Clock) => (thread: ReactionHolder) =>
      new ReactionToggles('comment', thread, setReaction, session, auth, notifier, clock, i18n),
    [SET_REACTION, SESSION, PRESENTATION.AuthController, NOTIFIER, CLOCK],
  );
  container.bind(CONTENT_REACTIONS).toResolvedValue(
    (setReaction: SetReaction, session: Session, auth: AuthController, notifier: Notifier, clock: Clock, shown: ShownContents) =>
      new ReactionToggles('content', shown, setReaction, session, auth, notifier, clock, i18n),
    [SET_REACTION, SESSION, PRESENTATION.AuthController, NOTIFIER, CLOCK, SHOWN_CONTENTS],
  );
  bindSharedPresenter(container, REACTIONS_PRESENTERS.ContentReactions, CONTENT_REACTIONS);
}
