import { describe, expect, it } from 'vitest';
import { feedKeyTarget } from '../../../src/presentation/content/feedKeys';

describe('feedKeyTarget', () => {
  const articles = ['first', 'second', 'third'];

  it.each([
    ['second', 'PageDown', 'third'],
    ['second', 'PageUp', 'first'],
    ['third', 'PageDown', null],
    ['first', 'PageUp', null],
    ['second', 'ArrowDown', null],
    ['elsewhere', 'PageDown', null],
  ])('from %s, %s goes to %s', (current, key, expected) => {
    expect(feedKeyTarget(articles, current, key)).toBe(expected);
  });
});
