import { describe, expect, it } from 'vitest';
import { VIEW_DWELL_MS, ViewTracker } from '../../../../src/application/usecases/analytics/ViewTracker';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';

function tracker() {
  const clock = new ManualClock();
  const reported: string[] = [];
  return { clock, reported, tracker: new ViewTracker(clock, (subject, id) => reported.push(`${subject}:${id}`)) };
}

describe('ViewTracker: once, at half on screen for 1 s', () => {
  it('reports a subject that stays at least half on screen for 1 s, not before', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('creativity', 'b-1', 0.5);
    clock.advance(VIEW_DWELL_MS - 1);
    expect(reported).toEqual([]);
    clock.advance(1);
    expect(reported).toEqual(['creativity:b-1']);
  });

  it('does not report a subject under half on screen, however long', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('content', 'a-1', 0.49);
    clock.advance(10_000);
    expect(reported).toEqual([]);
  });

  it('does not report a subject that leaves before 1 s; coming back starts the second over', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('content', 'a-1', 0.8);
    clock.advance(900);
    views.visibilityChanged('content', 'a-1', 0.2);
    clock.advance(5_000);
    expect(reported).toEqual([]);
    views.visibilityChanged('content', 'a-1', 1);
    clock.advance(900);
    expect(reported).toEqual([]);
    clock.advance(100);
    expect(reported).toEqual(['content:a-1']);
  });

  it('reports once per page view: more changes, renders or returns report nothing more', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('creativity', 'b-1', 0.6);
    views.visibilityChanged('creativity', 'b-1', 0.9);
    clock.advance(VIEW_DWELL_MS);
    views.visibilityChanged('creativity', 'b-1', 0);
    views.visibilityChanged('creativity', 'b-1', 1);
    clock.advance(5_000);
    expect(reported).toEqual(['creativity:b-1']);
  });

  it('keeps subjects apart', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('creativity', 'x', 1);
    views.visibilityChanged('content', 'x', 1);
    clock.advance(VIEW_DWELL_MS);
    expect(reported).toEqual(['creativity:x', 'content:x']);
  });

  it('drops seconds under way when the page view ends', () => {
    const { clock, reported, tracker: views } = tracker();
    views.visibilityChanged('creativity', 'b-1', 1);
    views.stop();
    clock.advance(5_000);
    expect(reported).toEqual([]);
  });
});
