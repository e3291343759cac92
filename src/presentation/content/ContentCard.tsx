import { lazy, Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { isUnsent, type Content } from '../../domain/content/Content';
import { contentPath } from '../../domain/navigation/NetworkPaths';
import { useI18n } from '../kit/Resolver';
import { MemberFace } from '../widgets/MemberFace';
import { AddToCalendarButton } from './AddToCalendarButton';

/**
 * One content of the list (first-paint CSS, no MUI: the network home is on every first load).
 * `leadCover`: this card's cover is likely the largest thing on screen, so it is fetched at once, not
 * lazily; `onLeadCoverSettled` hears when it has loaded or failed.
 */
export const ContentCard = observer(function ContentCard({
  content,
  age,
  pathTo,
  position,
  leadCover = false,
  onLeadCoverSettled,
  written = asItIs,
}: {
  content: Content;
  /** "3 hours ago". */
  age: string;
  pathTo: (networkPath: string) => string;
  /** Its place in the feed, and the feed's length (role="feed"). */
  position: [number, number];
  leadCover?: boolean;
  onLeadCoverSettled?: () => void;
  /** How the title and the text are written: as they are, or with the words a search found marked. */
  written?: (text: string) => ReactNode;
}) {
  const i18n = useI18n();
  const settled = leadCover ? onLeadCoverSettled : undefined;
  const typeKey = `content.type.${content.type}`;
  return (
    <article className="paper card" aria-labelledby={`content-${content.id}`} aria-posinset={position[0]} aria-setsize={position[1]} tabIndex={0}>
      {content.cover && <img className="card__cover" src={content.cover} alt="" width={16} height={7} loading={leadCover ? 'eager' : 'lazy'} fetchPriority={leadCover ? 'high' : 'auto'} onLoad={settled} onError={settled} />}
      <div className="card__body">
        <div className="card__meta">
          <span className={`chip${content.type === 'announcement' ? ' chip--announcement' : ''}`}>{i18n.has(typeKey) ? i18n.t(typeKey) : content.type}</span>
          <span className="card__author">
            <MemberFace name={content.authorName} url={content.authorAvatarUrl} size="small" />
            {content.authorName}
          </span>
          <time dateTime={content.createdAt} title={i18n.formatDate(content.createdAt)}>
            {age}
          </time>
        </div>
        <h2 id={`content-${content.id}`} className="card__title">
          {isUnsent(content) ? (
            content.title
          ) : (
            <Link to={pathTo(contentPath(content.id))} className="card__link">
              {written(content.title)}
            </Link>
          )}
        </h2>
        {content.type === 'event' && content.startsAt && (
          <p className="card__event">
            {i18n.t('home.eventOn')} <time dateTime={content.startsAt}>{i18n.formatDate(content.startsAt)}</time>
            {!isUnsent(content) && <AddToCalendarButton event={content} pagePath={pathTo(contentPath(content.id))} />}
          </p>
        )}
        {content.type === 'video' && content.mediaUrl && (
          // The player's box is there from the first paint; which player fills it is decided by code loaded then.
          <Suspense fallback={<div className="card__video" />}>
            <VideoPlayer address={content.mediaUrl} title={content.title} className="card__video" />
          </Suspense>
        )}
        <p className="card__text">{written(content.body)}</p>
        <div className="card__footer" style={FOOTER}>
          {content.commentsCount === 1 ? i18n.t('home.comment') : i18n.t('home.comments', { count: content.commentsCount })}
          {/* The reactions' place, which the feed's extras fill (FeedReactions): its height is kept from the first paint. */}
          <div data-reactions={content.id} />
        </div>
      </div>
    </article>
  );
});

const asItIs = (text: string): ReactNode => text;

const VideoPlayer = lazy(() => import('./VideoPlayer').then(({ VideoPlayer }) => ({ default: VideoPlayer })));

/** As tall as the reaction bar that comes into it later (40 px targets), so nothing below moves then. */
const FOOTER = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, minHeight: 40 } as const;
