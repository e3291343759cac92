import { describe, expect, it } from 'vitest';
import type { AuthDialogLayout } from '../../../src/domain/auth/AuthFlow';
import { authDialogWidth } from '../../../src/presentation/auth/authDialogWidth';

describe('authDialogWidth (spec §2)', () => {
  it.each<[AuthDialogLayout, number | 'full']>([
    ['compact', 443],
    ['withCover', 581],
    ['private', 732],
    ['fullScreen', 'full'],
  ])('a %s dialog is %s px wide', (layout, width) => {
    expect(authDialogWidth(layout)).toBe(width);
  });
});
