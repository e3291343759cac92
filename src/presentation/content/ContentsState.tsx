import { ContentsSkeleton } from '../widgets/FirstPaint';
import { Notice } from '../widgets/Notice';
import { useI18n } from '../kit/Resolver';

/**
 * What a list of contents (the feed, a search) shows in place of its items: the skeleton while it loads, the feed's
 * refusal when the network keeps its contents from the visitor (403 AccessDenied), why reading failed with a retry.
 */
export function ContentsState({ status, failureMessage, onRetry }: { status: string; failureMessage: string; onRetry: () => void }) {
  const i18n = useI18n();
  if (status === 'loading') return <ContentsSkeleton label={i18n.t('common.loading')} />;
  if (status === 'denied') {
    return (
      <Notice severity="info" title={i18n.t('home.deniedTitle')}>
        {i18n.t('home.deniedBody')}
      </Notice>
    );
  }
  if (status !== 'failed') return null;
  return (
    <Notice
      severity="error"
      action={
        <button type="button" className="btn btn--outlined" onClick={onRetry}>
          {i18n.t('common.retry')}
        </button>
      }
    >
      {failureMessage}
    </Notice>
  );
}
