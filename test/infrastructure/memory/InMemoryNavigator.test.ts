import { describe, expect, it } from 'vitest';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';

describe('InMemoryNavigator', () => {
  it('records every navigation and moves the current path', () => {
    const navigator = new InMemoryNavigator('/login');
    navigator.goTo('/subscribe?deny_reason=canceled', { replace: true });
    navigator.goTo('/');

    expect(navigator.currentPath()).toBe('/');
    expect(navigator.navigations).toEqual([
      { path: '/subscribe?deny_reason=canceled', replace: true },
      { path: '/', replace: false },
    ]);
    expect(navigator.paths).toEqual(['/subscribe?deny_reason=canceled', '/']);
  });
});
