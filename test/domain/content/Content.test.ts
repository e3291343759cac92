import { describe, expect, it } from 'vitest';
import { isUnsent } from '../../../src/domain/content/Content';

describe('unsent contents (a new post on its way to the server)', () => {
  it('are told apart by the id they are given', () => {
    expect(isUnsent({ id: 'unsent-3' })).toBe(true);
    expect(isUnsent({ id: 'cnt-harbour-10k' })).toBe(false);
  });
});
