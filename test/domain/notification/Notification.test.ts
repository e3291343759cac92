import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../../../src/domain/notification/Notification';

describe('isSafeLink (where a notification may lead)', () => {
  it.each(['/harbour-runners/contents/cnt-harbour-10k', '/harbour-runners', 'https://example.com/race'])('follows %s', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'http://example.com', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c'])('refuses %s', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});
