import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { LiveConnection } from '../application/live/LiveConnection';
import { SESSION, type Session } from '../application/session/Session';
import type { Monitoring } from '../application/ports/Monitoring';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { WebSocketLiveLinkDialer } from '../infrastructure/live/WebSocketLiveLinkDialer';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { CONTENTS_STORE, type ContentsStore } from '../presentation/content/ContentsStore';
import { followLiveContents } from '../presentation/content/liveContents';
import { SHOWN_CONTENTS, type ShownContents } from '../presentation/content/ShownContents';
import { watchViewer } from '../presentation/kit/watchViewer';
import type { NotificationCenter } from '../presentation/notifications';
import { PRESENTERS } from '../presentation/tokens';
import { HTTP_MONITORING } from './apiClientToken';
import type { AppConfig } from './config';
import { bindShownContents } from './shownContents';

/** Bound once the module has set the channel following the session: the end of that watch. */
const FOLLOWING_SESSION = Symbol.for('LiveChannelFollowingSession');

/**
 * The live channel's part of the composition root (api-contract.md Live events), loaded after the first screen once
 * a member is signed in (wireAppEvents), never with the first load: the socket's adapter, the channel, and the rule
 * that drives it. A signed-in member on a network connects it; no member (a guest, a logout) or another network
 * (its membership is another) disconnects it. Bindings made before it loads (the memory profile's in-memory channel,
 * QA's) are kept; loading it again changes nothing.
 */
export function bindLiveModule(container: Container, config: Pick<AppConfig, 'apiBaseUrl'>): void {
  if (container.isBound(FOLLOWING_SESSION)) return;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };
  bindMissing(ports.LIVE_LINK_DIALER, () =>
    container
      .bind(ports.LIVE_LINK_DIALER)
      .toResolvedValue((monitoring: Monitoring) => new WebSocketLiveLinkDialer(config.apiBaseUrl, () => window.location.href, monitoring), [HTTP_MONITORING]),
  );
  // The browser's token store (ChatTokenHolder) keeps the chat tokens and says which one authenticates.
  bindMissing(ports.LIVE_CREDENTIALS, () => container.bind(ports.LIVE_CREDENTIALS).toResolvedValue((tokens: ports.LiveCredentials) => tokens, [ports.TOKEN_STORE]));
  bindMissing(ports.PAGE_VISIBILITY, () => container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility()));
  bindMissing(ports.RANDOM_SOURCE, () => container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource()));
  bindMissing(ports.LIVE_CHANNEL, () =>
    container.bind(ports.LIVE_CHANNEL).toResolvedValue(
      (
        dialer: ports.LiveLinkDialer, credentials: ports.LiveCredentials, refresher: ports.TokenRefresher, clock: ports.Clock, random: ports.RandomSource,
        window: ports.WindowSignals, page: ports.PageVisibility,
      ) => new LiveConnection(dialer, credentials, refresher, clock, random, window, page),
      [ports.LIVE_LINK_DIALER, ports.LIVE_CREDENTIALS, ports.TOKEN_REFRESHER, ports.CLOCK, ports.RANDOM_SOURCE, ports.WINDOW_SIGNALS, ports.PAGE_VISIBILITY],
    ),
  );

  const session = container.get<Session>(SESSION);
  const channel = container.get<ports.LiveChannelSwitch & ports.LiveChannel>(ports.LIVE_CHANNEL);
  // The feed's one store hears what is published, changed and deleted, for every screen that shows contents.
  bindShownContents(container);
  followLiveContents(container.get<ContentsStore>(CONTENTS_STORE), container.get<ShownContents>(SHOWN_CONTENTS), channel, session);
  // The notifications' badge and page, once their module has bound them (before, the first count is the server's).
  channel.on('notification.created', (notification) => {
    if (container.isBound(PRESENTERS.NotificationCenter)) container.get<() => NotificationCenter>(PRESENTERS.NotificationCenter)().arrived(notification);
  });
  const stop = watchViewer(session, (viewerId) => {
    const networkId = session.networkId;
    if (viewerId !== null && networkId !== null) channel.connect(networkId);
    else channel.disconnect();
  });
  container.bind(FOLLOWING_SESSION).toConstantValue(stop);
}
