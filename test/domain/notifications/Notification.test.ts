import { describe, expect, it } from 'vitest';
import { isSafeLink, sitePathOf } from '../../../src/domain/notifications/Notification';

describe('isSafeLink (where a notification may lead)', () => {
  it.each(['/harbour-runners/contents/cnt-harbour-10k', '/harbour-runners', 'https://example.com/race'])('follows %s', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each(['/harbour-runners/../atelier-ceramica/settings', '/harbour-runners/%2e%2e/atelier-ceramica', '//evil.example', '/\\evil.example', 'http://example.com', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c'])('refuses %s', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe('sitePathOf (a link that is a page of this site)', () => {
  const origin = 'https://community.example';
  it.each([
    ['/harbour-runners/contents/c1', '/harbour-runners/contents/c1'],
    ['https://community.example/harbour-runners?tab=1#top', '/harbour-runners?tab=1#top'],
    ['https://community.example', '/'],
    ['/harbour-runners/../atelier-ceramica/settings', null],
    // A full address is judged as written, not as the URL parser resolves it.
    ['https://community.example/harbour-runners/../atelier-ceramica', null],
    ['https://community.example/harbour-runners/%2e%2e/atelier-ceramica', null],
    ['https://community.example?tab=1', '/?tab=1'],
    ['http://community.example/harbour-runners', null],
    ['https://community.example.evil.test/harbour-runners', null],
    ['https://shop.example/shoes', null],
    ['//evil.test/x', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (link, path) => {
    expect(sitePathOf(link, origin)).toBe(path);
  });
});
