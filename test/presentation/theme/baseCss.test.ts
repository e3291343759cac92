import { describe, expect, it } from 'vitest';
import { baseCss } from '../../../src/presentation/theme/baseCss';
import { PALETTES } from '../../../src/presentation/theme/palettes';
import { themeOf } from '../../../src/presentation/theme/theme';
import { APP_INSET_TOP, cssColor, FONT_FAMILY, HEADER_HEIGHT, MOBILE_MAX_WIDTH, RADIUS } from '../../../src/presentation/theme/tokens';

describe('the first paint and the MUI screens share one set of tokens', () => {
  it.each(['light', 'dark'] as const)('the MUI theme is made from the tokens and the %s palette', (scheme) => {
    const theme = themeOf(scheme);
    const colors = PALETTES[scheme];
    expect(theme.palette.mode).toBe(scheme);
    expect(theme.palette.primary.main).toBe(colors.primary);
    expect(theme.palette.secondary.main).toBe(colors.secondary);
    expect(theme.palette.background.default).toBe(colors.background);
    expect(theme.palette.background.paper).toBe(colors.paper);
    expect(theme.palette.text.secondary).toBe(colors.textSecondary);
    expect(theme.shape.borderRadius).toBe(RADIUS);
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
    // `md` starts right after the phone layout's last pixel.
    expect(theme.breakpoints.values.md).toBe(MOBILE_MAX_WIDTH + 1);
  });

  it('the first paint CSS uses the same colours, font, header heights and phone breakpoint', () => {
    const css = baseCss();
    expect(css).toContain(`body{margin:0;padding-top:${APP_INSET_TOP};background:${cssColor('background')}`);
    expect(css).toContain(`font-family:${FONT_FAMILY}`);
    expect(css).toContain(`.btn--contained{background:${cssColor('primary')}`);
    expect(css).toContain(`min-height:${HEADER_HEIGHT.desktop}px`);
    expect(css).toContain(`@media (max-width: ${MOBILE_MAX_WIDTH}px){.site-header{min-height:${HEADER_HEIGHT.mobile}px`);
  });

  it('gives each colour its light value, and its dark one where the page shows the dark scheme', () => {
    const css = baseCss();
    expect(css).toContain(`:root{color-scheme:light;--c-primary:${PALETTES.light.primary};`);
    expect(css).toContain(`:root[data-theme=dark]{color-scheme:dark;--c-primary:${PALETTES.dark.primary};`);
    for (const name of Object.keys(PALETTES.light)) expect(css.match(new RegExp(`--c-${name}:`, 'g'))).toHaveLength(2);
    // No colour of either scheme is written in the rules themselves (a video's letterbox and shadows are black in both).
    const rules = css.split('\n').slice(2).join('\n');
    expect(rules).not.toMatch(/#(?!000\b)[0-9a-f]{3,6}\b|rgba\((?!0,0,0)/i);
  });

  it('honours a reduced-motion setting: dialogs, menus and toasts appear without a transition (MUI sets them inline)', () => {
    expect(baseCss()).toMatch(/@media \(prefers-reduced-motion:reduce\)\{[^@]*\*,\*::before,\*::after\{transition-duration:0s!important;transition-delay:0s!important\}/);
  });
});
