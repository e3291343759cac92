import { describe, expect, it } from 'vitest';
import { InMemoryAnalyticsGateway } from '../../../src/infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';

describe('InMemoryKeyValueStore', () => {
  it('gives back copies of what was stored, and forgets removed keys and prefixes', () => {
    const store = new InMemoryKeyValueStore();
    const value = { step: 2 };
    store.set('consent-step', value);
    value.step = 3;
    store.set('chat-draft:1', 'hello');
    store.set('chat-draft:2', 'bye');

    expect(store.get('consent-step')).toEqual({ step: 2 });
    store.removeByPrefix('chat-draft:');
    store.remove('consent-step');

    expect(store.keys()).toEqual([]);
    expect(store.get('chat-draft:1')).toBeNull();
  });
});

describe('InMemoryCookieJar', () => {
  it('sets, reads and removes cookies, keeping their options', () => {
    const jar = new InMemoryCookieJar();
    jar.set('locale', 'it', { days: 365 });

    expect(jar.get('locale')).toBe('it');
    expect(jar.cookies.get('locale')?.options).toEqual({ days: 365 });
    jar.remove('locale');
    expect(jar.get('locale')).toBeNull();
  });
});

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

describe('RecordingNotifier', () => {
  it('records toasts by kind', () => {
    const notifier = new RecordingNotifier();
    notifier.error('Wrong code');
    notifier.success('Saved');
    notifier.info('Check your inbox');

    expect(notifier.toasts).toEqual([
      { kind: 'error', message: 'Wrong code' },
      { kind: 'success', message: 'Saved' },
      { kind: 'info', message: 'Check your inbox' },
    ]);
    expect(notifier.messages('error')).toEqual(['Wrong code']);
  });
});

describe('InMemoryAnalyticsGateway', () => {
  it('records events instead of sending them', () => {
    const analytics = new InMemoryAnalyticsGateway();
    analytics.view('creativity', 'banner-1');
    analytics.share('content', 'c1');
    analytics.click('content', 'c1');
    analytics.redeemItClick('promo-1');

    expect(analytics.events).toEqual([
      { action: 'view', subject: 'creativity', id: 'banner-1' },
      { action: 'share', subject: 'content', id: 'c1' },
      { action: 'click', subject: 'content', id: 'c1' },
      { action: 'redeemItClick', promotionId: 'promo-1' },
    ]);
  });
});
