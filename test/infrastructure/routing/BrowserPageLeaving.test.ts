import { beforeEach, describe, expect, it } from 'vitest';
import type { LeaveGuard } from '../../../src/application/ports/PageLeaving';
import { BrowserPageLeaving, type LeavablePage } from '../../../src/infrastructure/routing/BrowserPageLeaving';

const SETTINGS = 'https://community.example/harbour/settings';

/** The part of the Navigation API the adapter uses: `navigate` events dispatched by the test. */
class FakeNavigation extends EventTarget {
  readonly traversals: string[] = [];

  traverseTo(key: string) {
    this.traversals.push(key);
    return { committed: Promise.resolve(), finished: Promise.resolve() };
  }
}

function navigateEvent(url: string, navigationType: NavigationType = 'push', key = '') {
  return Object.assign(new Event('navigate', { cancelable: true }), { destination: { url: new URL(url, SETTINGS).href, sameDocument: true, key }, navigationType });
}

let page: EventTarget;
let navigation: FakeNavigation;
let moves: { path: string; replace: boolean }[];

function guarded(blocking: boolean) {
  const guard = {
    blocking,
    resume: null as (() => void) | null,
    leaveAttempted(resume: () => void) {
      guard.resume = resume;
    },
  } satisfies LeaveGuard & { resume: unknown };
  const leaving = new BrowserPageLeaving({ goToSitePath: (path, options) => void moves.push({ path, ...options }) }, Object.assign(page, { location: new URL(SETTINGS), navigation }) as unknown as LeavablePage);
  const release = leaving.guard(guard);
  return { guard, release };
}

beforeEach(() => {
  page = new EventTarget();
  navigation = new FakeNavigation();
  moves = [];
});

describe('BrowserPageLeaving: leaving with unsaved changes asks first', () => {
  it('a reload or closing the tab gets the browser question while blocking, and only then', () => {
    const { guard } = guarded(true);
    const unload = new Event('beforeunload', { cancelable: true });
    page.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    guard.blocking = false;
    const later = new Event('beforeunload', { cancelable: true });
    page.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('holds a move to another page of the app, and makes it when resumed', () => {
    const { guard } = guarded(true);
    const move = navigateEvent('/harbour/notifications?page=2');
    navigation.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(true);
    expect(moves).toEqual([]);

    guard.blocking = false;
    guard.resume?.();
    expect(moves).toEqual([{ path: '/harbour/notifications?page=2', replace: false }]);
  });

  it('resumes a redirect as a replacement, with its fragment', () => {
    const { guard } = guarded(true);
    navigation.dispatchEvent(navigateEvent('/harbour/subscribe#plans', 'replace'));
    guard.resume?.();
    expect(moves).toEqual([{ path: '/harbour/subscribe#plans', replace: true }]);
  });

  it('resumes back and forward by going to the entry asked for', () => {
    const { guard } = guarded(true);
    const back = navigateEvent('/harbour', 'traverse', 'entry-3');
    navigation.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    guard.resume?.();
    expect(navigation.traversals).toEqual(['entry-3']);
    expect(moves).toEqual([]);
  });

  it('lets through a query or fragment of the same page, another document, and everything once nothing would be lost', () => {
    const { guard } = guarded(true);
    const samePage = navigateEvent('/harbour/settings?tab=2');
    navigation.dispatchEvent(samePage);
    const otherDocument = Object.assign(navigateEvent('/elsewhere'), { destination: { url: 'https://example.org/', sameDocument: false, key: '' } });
    navigation.dispatchEvent(otherDocument);
    expect([samePage.defaultPrevented, otherDocument.defaultPrevented]).toEqual([false, false]);

    guard.blocking = false;
    const move = navigateEvent('/harbour/notifications');
    navigation.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(false);
    expect(guard.resume).toBeNull();
  });

  it('asks nothing once released, and a browser without the Navigation API still gets the question', () => {
    const { release } = guarded(true);
    release();
    const unload = new Event('beforeunload', { cancelable: true });
    page.dispatchEvent(unload);
    const move = navigateEvent('/harbour/notifications');
    navigation.dispatchEvent(move);
    expect([unload.defaultPrevented, move.defaultPrevented]).toEqual([false, false]);

    const withoutNavigation = new EventTarget();
    new BrowserPageLeaving({ goToSitePath: () => undefined }, Object.assign(withoutNavigation, { location: new URL(SETTINGS) }) as unknown as LeavablePage).guard({ blocking: true, leaveAttempted: () => undefined });
    const question = new Event('beforeunload', { cancelable: true });
    withoutNavigation.dispatchEvent(question);
    expect(question.defaultPrevented).toBe(true);
  });
});
