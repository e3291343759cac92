import type { Clock } from '../../application/ports/Clock';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { ReportAnalytics } from '../../application/usecases/analytics/ReportAnalytics';
import { ViewTracker } from '../../application/usecases/analytics/ViewTracker';
import { VisibilityWatch, type VisibilityObserverFactory, type WatchedSubject } from './VisibilityWatch';

/** The browser's IntersectionObserver, where there is one. */
export const browserObserver: VisibilityObserverFactory | null = typeof IntersectionObserver === 'undefined' ? null : (callback, options) => new IntersectionObserver(callback, options);

/**
 * The views of a screen: the elements it watches (a banner, an announcement's article) are each
 * reported once per page view, when half of one has been on screen for 1 s (ViewTracker) with the tab in sight.
 * `start()` begins a page view and returns its end.
 */
export class PageViews {
  private watch: VisibilityWatch | null = null;

  constructor(
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly report: Pick<ReportAnalytics, 'execute'>,
    private readonly observe: VisibilityObserverFactory | null,
    private readonly page: Pick<PageVisibility, 'onChange'>,
  ) {}

  start(): () => void {
    const tracker = new ViewTracker(this.clock, (subject, id) => this.report.execute({ action: 'view', subject, id }));
    const watch = new VisibilityWatch(this.observe, (subject, id, share) => tracker.visibilityChanged(subject, id, share));
    this.watch = watch;
    // A page out of sight is not on screen: the second under way starts over when the member comes back.
    const stopFollowingPage = this.page.onChange((visible) => (visible ? watch.pageShown() : watch.pageHidden()));
    return () => {
      stopFollowingPage();
      watch.stop();
      tracker.stop();
      if (this.watch === watch) this.watch = null;
    };
  }

  /** The elements whose views count now (the screen changed). */
  watchOnly(subjects: readonly WatchedSubject[]): void {
    this.watch?.watchOnly(subjects);
  }
}
