import type { AnalyticsSubject } from '../../application/ports/AnalyticsGateway';
import { VIEW_VISIBLE_SHARE } from '../../application/usecases/analytics/ViewTracker';

/** What this needs of an IntersectionObserver (a fake one in tests). */
export type VisibilityObserver = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
export type VisibilityObserverFactory = (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => VisibilityObserver;

/** One element of the page whose views count: the banner, or an announcement's article. */
export interface WatchedSubject {
  element: Element;
  subject: AnalyticsSubject;
  id: string;
}

/**
 * Follows how much of each watched element is on screen with one IntersectionObserver, and tells `changed`
 * the share (0 to 1) whenever it crosses 0 or one half. An element no longer watched counts as gone from the screen,
 * and so does every element while the page is out of sight.
 * Without IntersectionObserver (an old browser) nothing is followed, so nothing is reported as seen.
 */
export class VisibilityWatch {
  private readonly watched = new Map<Element, WatchedSubject>();
  private readonly observer: VisibilityObserver | null;

  constructor(
    create: VisibilityObserverFactory | null,
    private readonly changed: (subject: AnalyticsSubject, id: string, visibleShare: number) => void,
  ) {
    this.observer =
      create?.(
        (entries) => {
          for (const entry of entries) {
            const watched = this.watched.get(entry.target);
            if (watched) changed(watched.subject, watched.id, entry.isIntersecting ? entry.intersectionRatio : 0);
          }
        },
        { threshold: [0, VIEW_VISIBLE_SHARE] },
      ) ?? null;
  }

  /** Watches exactly these elements from now on (the page changed: a list reloaded, the banner arrived). */
  watchOnly(subjects: readonly WatchedSubject[]): void {
    const next = new Map(subjects.map((subject) => [subject.element, subject]));
    for (const [element, before] of this.watched) {
      const now = next.get(element);
      if (now && now.subject === before.subject && now.id === before.id) continue;
      this.observer?.unobserve(element);
      this.watched.delete(element);
      this.changed(before.subject, before.id, 0);
    }
    for (const [element, subject] of next) {
      if (this.watched.has(element)) continue;
      this.watched.set(element, subject);
      this.observer?.observe(element);
    }
  }

  /** The page went out of sight (another tab, a minimised window): nothing of it is on screen. */
  pageHidden(): void {
    for (const { subject, id } of this.watched.values()) this.changed(subject, id, 0);
  }

  /** The page is in sight again: the observer reports afresh how much of each element is on screen. */
  pageShown(): void {
    for (const element of this.watched.keys()) {
      this.observer?.unobserve(element);
      this.observer?.observe(element);
    }
  }

  stop(): void {
    this.observer?.disconnect();
    this.watched.clear();
  }
}
