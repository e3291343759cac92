import type { AnalyticsSubject } from '../../ports/AnalyticsGateway';
import type { Clock } from '../../ports/Clock';

/** A banner or an announcement counts as seen when at least this share of it is on screen… */
export const VIEW_VISIBLE_SHARE = 0.5;
/** …for this long without a break. */
export const VIEW_DWELL_MS = 1000;

/**
 * The view rule of one page view: each subject is reported once, when at least half of it has stayed on screen for
 * 1 s. Leaving before then starts the second over; after it, nothing more is reported for that subject, however
 * often it comes back or the page renders again. A new page view takes a new tracker.
 */
export class ViewTracker {
  private readonly reported = new Set<string>();
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly report: (subject: AnalyticsSubject, id: string) => void,
  ) {}

  /** How much of the subject is on screen now, from 0 to 1 (an IntersectionObserver's `intersectionRatio`). */
  visibilityChanged(subject: AnalyticsSubject, id: string, visibleShare: number): void {
    const key = `${subject}:${id}`;
    if (this.reported.has(key)) return;
    if (visibleShare < VIEW_VISIBLE_SHARE) {
      this.waiting.get(key)?.();
      this.waiting.delete(key);
      return;
    }
    if (this.waiting.has(key)) return;
    const cancel = this.clock.schedule(VIEW_DWELL_MS, () => {
      this.waiting.delete(key);
      this.reported.add(key);
      this.report(subject, id);
    });
    this.waiting.set(key, cancel);
  }

  /** The page view ends: seconds under way are dropped. */
  stop(): void {
    for (const cancel of this.waiting.values()) cancel();
    this.waiting.clear();
  }
}
