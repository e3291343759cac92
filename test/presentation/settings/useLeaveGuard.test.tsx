// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useLeaveGuard, type LeaveGuard } from '../../../src/presentation/settings/useLeaveGuard';

/** The part of the Navigation API the guard uses, as jsdom has none: `navigate` events dispatched by the test. */
class FakeNavigation extends EventTarget {
  readonly traversals: string[] = [];

  traverseTo(key: string) {
    this.traversals.push(key);
    return { committed: Promise.resolve(), finished: Promise.resolve() };
  }
}

function navigateEvent(url: string, navigationType: NavigationType = 'push', key = '') {
  return Object.assign(new Event('navigate', { cancelable: true }), { destination: { url: new URL(url, window.location.href).href, sameDocument: true, key }, navigationType });
}

const Page = observer(function Page({ guard }: { guard: LeaveGuard }) {
  useLeaveGuard(guard);
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
});

function guarded(blocking: boolean) {
  const guard = observable(
    {
      blocking,
      resume: null as (() => void) | null,
      leaveAttempted(resume: () => void) {
        guard.resume = resume;
      },
    },
    {},
    { deep: false },
  );
  render(
    <MemoryRouter initialEntries={['/harbour/settings']}>
      <Page guard={guard} />
    </MemoryRouter>,
  );
  return guard;
}

let navigation: FakeNavigation;

beforeEach(() => {
  navigation = new FakeNavigation();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
});

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
});

describe('useLeaveGuard: leaving with unsaved changes asks first', () => {
  it('a reload or closing the tab gets the browser question while blocking, and only then', () => {
    const guard = guarded(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    act(() => runInAction(() => (guard.blocking = false)));
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('holds a move to another page of the app, and makes it when resumed', () => {
    const guard = guarded(true);
    const move = navigateEvent('/harbour/notifications?page=2');
    navigation.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(true);
    expect(screen.getByText('at /harbour/settings')).toBeInTheDocument();

    act(() => {
      runInAction(() => (guard.blocking = false));
      guard.resume?.();
    });
    expect(screen.getByText('at /harbour/notifications?page=2')).toBeInTheDocument();
  });

  it('resumes back and forward by going to the entry asked for', () => {
    const guard = guarded(true);
    const back = navigateEvent('/harbour', 'traverse', 'entry-3');
    navigation.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    guard.resume?.();
    expect(navigation.traversals).toEqual(['entry-3']);
  });

  it('lets through a query or fragment of the same page, another document, and everything once nothing would be lost', () => {
    const guard = guarded(true);
    const samePage = navigateEvent(`${window.location.pathname}?tab=2`);
    navigation.dispatchEvent(samePage);
    const otherDocument = Object.assign(navigateEvent('/elsewhere'), { destination: { url: 'https://example.org/', sameDocument: false, key: '' } });
    navigation.dispatchEvent(otherDocument);
    expect([samePage.defaultPrevented, otherDocument.defaultPrevented]).toEqual([false, false]);

    act(() => runInAction(() => (guard.blocking = false)));
    const move = navigateEvent('/harbour/notifications');
    navigation.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(false);
    expect(guard.resume).toBeNull();
  });
});
