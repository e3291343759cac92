import { describe, expect, it } from 'vitest';
import { asStoredDraft } from '../../../src/domain/drafts/StoredDraft';

describe('stored drafts (issue 22 §5)', () => {
  it.each<[unknown, ReturnType<typeof asStoredDraft>]>([
    [{ value: 'Hi', savedAt: 5 }, { value: 'Hi', savedAt: 5 }],
    [{ value: { step: 2 }, savedAt: 0 }, { value: { step: 2 }, savedAt: 0 }],
    ['Hi', null],
    [null, null],
    [{ value: 'Hi' }, null],
    [{ value: 'Hi', savedAt: '5' }, null],
    [{ value: 'Hi', savedAt: Number.NaN }, null],
  ])('reads %j as %j', (stored, draft) => {
    expect(asStoredDraft(stored)).toEqual(draft);
  });
});
