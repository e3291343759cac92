import { describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../../src/infrastructure/routing/RouterNavigator';

function attached(basePath: string) {
  const moves: { to: string; replace?: boolean }[] = [];
  const navigator = new RouterNavigator(() => basePath);
  navigator.attach({ navigate: (to, options) => void moves.push({ to, replace: options?.replace }), location: () => ({ pathname: '/harbour/settings', search: '' }) });
  return { navigator, moves };
}

describe('RouterNavigator', () => {
  it("moves to a network's path under the network's prefix", () => {
    const { navigator, moves } = attached('/harbour');
    navigator.goTo('/notifications');
    navigator.goTo('/', { replace: true });
    expect(moves).toEqual([
      { to: '/harbour/notifications', replace: undefined },
      { to: '/harbour', replace: true },
    ]);
  });

  it('moves to a path of the site as it is, for a move the page held and now makes', () => {
    const { navigator, moves } = attached('/harbour');
    navigator.goToSitePath('/harbour/notifications?page=2#top', { replace: false });
    navigator.goToSitePath('/', { replace: true });
    expect(moves).toEqual([
      { to: '/harbour/notifications?page=2#top', replace: false },
      { to: '/', replace: true },
    ]);
  });
});
