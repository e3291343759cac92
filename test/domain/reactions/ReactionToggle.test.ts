import { describe, expect, it } from 'vitest';
import type { Reaction } from '../../../src/domain/reactions/Reaction';
import { isMine, reactionsWithMine, toggledReaction } from '../../../src/domain/reactions/ReactionToggle';

const GIVEN: Reaction[] = [
  { emoji: '👍', count: 3, mine: true },
  { emoji: '😂', count: 1, mine: false },
];

describe('the toggle of a member’s reaction', () => {
  it.each([
    ['gives an emoji given by others: one more, and theirs', '😂', [{ emoji: '👍', count: 3, mine: true }, { emoji: '😂', count: 2, mine: true }]],
    ['takes back their own: one less', '👍', [{ emoji: '👍', count: 2, mine: false }, { emoji: '😂', count: 1, mine: false }]],
    ['gives a new emoji, in the emoji’s order', '❤️', [{ emoji: '👍', count: 3, mine: true }, { emoji: '❤️', count: 1, mine: true }, { emoji: '😂', count: 1, mine: false }]],
  ] as const)('%s', (_, emoji, expected) => {
    expect(toggledReaction(GIVEN, emoji)).toEqual(expected);
  });

  it('drops an emoji nobody gives any more', () => {
    expect(toggledReaction([{ emoji: '🎉', count: 1, mine: true }], '🎉')).toEqual([]);
  });

  it('changes nothing when the member’s reaction is already so (a member gives each emoji once)', () => {
    expect(reactionsWithMine(GIVEN, '👍', true)).toEqual(GIVEN);
    expect(reactionsWithMine(GIVEN, '😂', false)).toEqual(GIVEN);
    expect(reactionsWithMine([], '😢', false)).toEqual([]);
  });

  it('says whether an emoji is the member’s', () => {
    expect([isMine(GIVEN, '👍'), isMine(GIVEN, '😂'), isMine(GIVEN, '🎉')]).toEqual([true, false, false]);
  });

  it('leaves the list it was given as it was', () => {
    const before = structuredClone(GIVEN);
    toggledReaction(GIVEN, '👍');
    expect(GIVEN).toEqual(before);
  });
});
