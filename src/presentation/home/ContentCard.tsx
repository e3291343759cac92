import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Content } from '../../domain/content/Content';
import { contentPath } from '../../domain/navigation/NetworkPaths';
import type { I18n } from '../i18n/I18n';

/**
 * One content of the list (first-paint CSS, no MUI: the network home is on every first load).
 * `leadCover`: this card's cover is likely the largest thing on screen, so it is fetched at once, not
 * lazily; `onLeadCoverSettled` hears when it has loaded or failed.
 */
export const ContentCard = observer(function ContentCard({
  content,
  i18n,
  pathTo,
  leadCover = false,
  onLeadCoverSettled,
}: {
  content: Content;
  i18n: I18n;
  pathTo: (networkPath: string) => string;
  leadCover?: boolean;
  onLeadCoverSettled?: () => void;
}) {
  const settled = leadCover ? onLeadCoverSettled : undefined;
  const typeKey = `content.type.${content.type}`;
  return (
    <article className="paper card" aria-labelledby={`content-${content.id}`}>
      {content.cover && <img className="card__cover" src={content.cover} alt="" width={16} height={7} loading={leadCover ? 'eager' : 'lazy'} fetchPriority={leadCover ? 'high' : 'auto'} onLoad={settled} onError={settled} />}
      <div className="card__body">
        <div className="card__meta">
          <span className={`chip${content.type === 'announcement' ? ' chip--announcement' : ''}`}>{i18n.has(typeKey) ? i18n.t(typeKey) : content.type}</span>
          <time dateTime={content.createdAt}>{i18n.formatDate(content.createdAt)}</time>
        </div>
        <h2 id={`content-${content.id}`} className="card__title">
          <Link to={pathTo(contentPath(content.id))} className="card__link">
            {content.title}
          </Link>
        </h2>
        <p className="card__text">{content.body}</p>
        <p className="card__footer">{content.commentsCount === 1 ? i18n.t('home.comment') : i18n.t('home.comments', { count: content.commentsCount })}</p>
      </div>
    </article>
  );
});
