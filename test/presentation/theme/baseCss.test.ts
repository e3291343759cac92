import { describe, expect, it } from 'vitest';
import { baseCss } from '../../../src/presentation/theme/baseCss';
import { theme } from '../../../src/presentation/theme/theme';
import { COLORS, FONT_FAMILY, HEADER_HEIGHT, MOBILE_MAX_WIDTH, RADIUS } from '../../../src/presentation/theme/tokens';

describe('the first paint and the MUI screens share one set of tokens', () => {
  it('the MUI theme is made from the tokens', () => {
    expect(theme.palette.primary.main).toBe(COLORS.primary);
    expect(theme.palette.secondary.main).toBe(COLORS.secondary);
    expect(theme.palette.background.default).toBe(COLORS.background);
    expect(theme.palette.text.secondary).toBe(COLORS.textSecondary);
    expect(theme.shape.borderRadius).toBe(RADIUS);
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
    // `md` starts right after the phone layout's last pixel.
    expect(theme.breakpoints.values.md).toBe(MOBILE_MAX_WIDTH + 1);
  });

  it('the first paint CSS uses the same colours, font, header heights and phone breakpoint', () => {
    const css = baseCss();
    expect(css).toContain(`background:${COLORS.background}`);
    expect(css).toContain(`font-family:${FONT_FAMILY}`);
    expect(css).toContain(`.btn--contained{background:${COLORS.primary}`);
    expect(css).toContain(`min-height:${HEADER_HEIGHT.desktop}px`);
    expect(css).toContain(`@media (max-width: ${MOBILE_MAX_WIDTH}px){.site-header{min-height:${HEADER_HEIGHT.mobile}px`);
  });

  it('honours a reduced-motion setting: dialogs, menus and toasts appear without a transition (MUI sets them inline)', () => {
    expect(baseCss()).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^@]*\*,\*::before,\*::after\{transition-duration:0s!important;transition-delay:0s!important\}/);
  });
});
