import { makeAutoObservable, runInAction } from 'mobx';
import type { Navigator } from '../../application/ports/Navigator';
import type { Notifier } from '../../application/ports/Notifier';
import type { Sharer } from '../../application/ports/Sharer';
import type { ReportAnalytics } from '../../application/usecases/analytics/ReportAnalytics';
import type { DeleteContent } from '../../application/usecases/content/DeleteContent';
import type { Content } from '../../domain/content/Content';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { errorMessageOf } from '../kit/errorMessage';
import { writeOptimistically } from '../kit/optimistic';
import type { ShownContents } from './ShownContents';
import type { I18n } from '../i18n/I18n';

/**
 * What a content page does to its content besides showing and editing it: share it (reported as
 * `share/content/{id}`) and delete it, asked first, then gone from the feed's contents too.
 */
export class ContentActions {
  confirmingDelete = false;
  deleting = false;
  deleteFailure = '';

  constructor(
    private readonly sharer: Sharer,
    /** Fire and forget: a share that happened is reported. */
    private readonly report: Pick<ReportAnalytics, 'execute'>,
    private readonly deleteContent: Pick<DeleteContent, 'execute'>,
    private readonly feed: Pick<ShownContents, 'replaced'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ContentActions, 'sharer' | 'report' | 'deleteContent' | 'feed' | 'navigator' | 'notifier' | 'i18n'>(
      this,
      { sharer: false, report: false, deleteContent: false, feed: false, navigator: false, notifier: false, i18n: false },
      { autoBind: true },
    );
  }

  async shareClicked(content: Content, url: string): Promise<void> {
    const outcome = await this.sharer.share({ title: content.title, url });
    if (outcome === 'shared' || outcome === 'copied') this.report.execute({ action: 'share', subject: 'content', id: content.id });
    if (outcome === 'copied') this.notifier.success(this.i18n.t('community.share.copied'));
    if (outcome === 'failed') this.notifier.error(this.i18n.t('community.share.failed'));
  }

  deleteClicked(): void {
    this.deleteFailure = '';
    this.confirmingDelete = true;
  }

  deleteCancelled(): void {
    if (!this.deleting) this.confirmingDelete = false;
  }

  async deleteConfirmed(content: Content): Promise<void> {
    if (this.deleting) return;
    this.deleteFailure = '';
    const outcome = await writeOptimistically({
      apply: () => {
        this.deleting = true;
        return () => (this.deleting = false);
      },
      send: () => this.deleteContent.execute(content.id),
      confirm: () => this.feed.replaced(content.id),
    });
    runInAction(() => {
      if (outcome.ok) {
        this.confirmingDelete = false;
        this.deleting = false;
        this.notifier.success(this.i18n.t('community.content.deleted'));
        this.navigator.goTo(NETWORK_PATHS.home, { replace: true });
      } else {
        // The dialog stays open with the reason; its confirm button is the retry.
        this.deleteFailure = errorMessageOf(outcome.error, this.i18n);
      }
    });
  }
}
