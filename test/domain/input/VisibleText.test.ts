import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, visibleCharacterCount } from '../../../src/domain/input/VisibleText';

describe('visibleCharacterCount (issue 22 §5)', () => {
  it.each([
    ['Ada', 3],
    ['Al', 2],
    ['Al\u200B', 2],
    ['A\u200Cl\u200D', 2],
    ['\uFEFFAl\u2060', 2],
    ['A\u0000l\u0007', 2],
    ['A l', 2],
    ['\u200B\u200B\u200B', 0],
    ['Zoe\u0301', 3],
    ['Jo\u00AD', 2],
    ['\u3164\u3164\u3164', 0],
    ['李小龙', 3],
    ['Łukasz', 6],
  ])('%j shows %i characters', (text, count) => {
    expect(visibleCharacterCount(text)).toBe(count);
  });
});

describe('hasHiddenCharacters (issue 22 §5)', () => {
  it.each([
    ['ada@example.com', false],
    ['adà@example.com', false],
    ['ada lovelace@example.com', false],
    ['ada\u200B@example.com', true],
    ['ada\u200C@example.com', true],
    ['ada\u200D@example.com', true],
    ['\uFEFFada@example.com', true],
    ['ada@exam\u2060ple.com', true],
    ['ada@example.com\u0000', true],
    ['ada\t@example.com', true],
    ['ada\u202E@example.com', true],
  ])('%j → %s', (text, hidden) => {
    expect(hasHiddenCharacters(text)).toBe(hidden);
  });
});
