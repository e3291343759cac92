import { describe, expect, it } from 'vitest';
import type { DataCollectionLevel } from '../../../src/domain/network/NetworkCustomization';
import { isCompleteProfileDismissible, shouldPromptCompleteProfile } from '../../../src/domain/profile/CompleteProfilePrompt';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';

interface Row {
  isPrivate: boolean;
  level: DataCollectionLevel;
  userExists: boolean;
  profileCompleted: boolean;
  purchasable: boolean;
  forced: boolean;
}

const booleans = [false, true];
const levels: DataCollectionLevel[] = ['low', 'medium', 'strong'];

// Every combination of spec §4's five conditions (data collection at each of its levels) and `forced`.
const rows: Row[] = levels.flatMap((level) =>
  booleans.flatMap((isPrivate) =>
    booleans.flatMap((userExists) =>
      booleans.flatMap((profileCompleted) =>
        booleans.flatMap((purchasable) => booleans.map((forced) => ({ isPrivate, level, userExists, profileCompleted, purchasable, forced }))),
      ),
    ),
  ),
);

/** Spec §4 read literally: four conditions always hold, the fifth unless forced. */
function expected(row: Row): boolean {
  const always = !row.isPrivate && row.level !== 'low' && row.userExists && !row.profileCompleted;
  return always && (!row.purchasable || row.forced);
}

describe('shouldPromptCompleteProfile (spec §4)', () => {
  it('covers 96 combinations, 6 of which prompt', () => {
    expect(rows).toHaveLength(96);
    expect(rows.filter(expected)).toHaveLength(6);
  });

  it.each(rows)('private=$isPrivate level=$level user=$userExists completed=$profileCompleted purchasable=$purchasable forced=$forced', (row) => {
    const network = sampleNetwork({
      private: row.isPrivate,
      accessType: row.isPrivate ? 'private' : row.purchasable ? 'purchasable' : 'public',
      purchasable: row.purchasable,
      dataCollection: { level: row.level },
    });
    const membership = row.userExists ? sampleMembership({ isProfileCompleted: row.profileCompleted }) : null;
    expect(shouldPromptCompleteProfile({ network, membership, forced: row.forced })).toBe(expected(row));
  });

  it('without a network nothing is prompted', () => {
    expect(shouldPromptCompleteProfile({ network: null, membership: sampleMembership({ isProfileCompleted: false }), forced: true })).toBe(false);
  });

  it('is not forced unless asked', () => {
    const network = sampleNetwork({ purchasable: true, accessType: 'purchasable', dataCollection: { level: 'medium' } });
    expect(shouldPromptCompleteProfile({ network, membership: sampleMembership({ isProfileCompleted: false }) })).toBe(false);
  });
});

describe('isCompleteProfileDismissible (spec §4: fixed when data collection is strong)', () => {
  it.each([
    ['strong', false],
    ['medium', true],
    ['low', true],
  ] as const)('%s → dismissible %s', (level, dismissible) => {
    expect(isCompleteProfileDismissible({ dataCollection: { level } })).toBe(dismissible);
  });
});
