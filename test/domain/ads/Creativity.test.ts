import { describe, expect, it } from 'vitest';
import { creativityLink } from '../../../src/domain/ads/Creativity';

const AD = { id: 'cre-1', imageUrl: '/demo/banner.svg', title: 'Offer' };

describe('creativityLink', () => {
  it.each([
    ['https://shop.example.com/offer', 'https://shop.example.com/offer'],
    ['https:evil.example.com', 'https://evil.example.com/'],
    [null, null],
    ['http://shop.example.com/offer', null],
    ['javascript:alert(1)', null],
    ['/offers/local', null],
    ['//evil.example.com', null],
  ])('%s → %s', (linkUrl, expected) => {
    expect(creativityLink({ ...AD, linkUrl })).toBe(expected);
  });
});
