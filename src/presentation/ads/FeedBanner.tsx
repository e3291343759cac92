import { forwardRef } from 'react';
import type { BannerView } from './FeedAdsPresenter';
import { onMiddleClick } from './onMiddleClick';
import { useI18n } from '../kit/Resolver';

/** The banner's image box (a 728 × 180 leaderboard): its room is kept before the picture arrives, whatever its size. */
const BANNER_IMAGE = { width: 728, height: 180 } as const;

/**
 * The feed's banner: an article of its own among the contents, first-paint CSS and no MUI like them.
 * Its link opens in a new tab and says so; a click on it, or a middle click (a background tab), is reported.
 */
export const FeedBanner = forwardRef<HTMLElement, { banner: BannerView; onClick: () => void; onShare: () => void }>(function FeedBanner({ banner, onClick, onShare }, ref) {
  const i18n = useI18n();
  const onAuxClick = onMiddleClick(onClick);
  const image = (
    <img
      className="card__cover"
      src={banner.imageUrl}
      alt={banner.imageAlt}
      width={BANNER_IMAGE.width}
      height={BANNER_IMAGE.height}
      loading="lazy"
      style={{ aspectRatio: `${BANNER_IMAGE.width} / ${BANNER_IMAGE.height}` }}
    />
  );
  return (
    <article ref={ref} className="paper card" aria-label={banner.label} data-banner={banner.id}>
      {banner.href ? (
        // With a title, the title is the link a keyboard or a screen reader meets; the picture is the same link for a pointer.
        <a href={banner.href} target="_blank" rel="noopener noreferrer sponsored" onClick={onClick} onAuxClick={onAuxClick} className="card__link" {...(banner.title ? { tabIndex: -1, 'aria-hidden': true } : { 'aria-label': banner.linkLabel })}>
          {image}
        </a>
      ) : (
        image
      )}
      <div className="card__body">
        <div className="card__meta">
          <span className="chip">{i18n.t('ads.banner.sponsored')}</span>
          {banner.href && (
            <button type="button" className="link-button" onClick={onShare} aria-label={banner.shareLabel}>
              {i18n.t('ads.banner.share')}
            </button>
          )}
        </div>
        {banner.title && (
          <p className="card__title">
            {banner.href ? (
              <a href={banner.href} target="_blank" rel="noopener noreferrer sponsored" onClick={onClick} onAuxClick={onAuxClick} aria-label={banner.linkLabel} className="card__link">
                {banner.title}
              </a>
            ) : (
              banner.title
            )}
          </p>
        )}
      </div>
    </article>
  );
});
