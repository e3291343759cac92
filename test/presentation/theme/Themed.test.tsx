// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { describe, expect, it } from 'vitest';
import { Themed } from '../../../src/presentation/theme/Themed';

/** Every style rule emotion has inserted so far, in the order of the page's style sheets. */
function insertedCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').join('\n');
}

describe('Themed', () => {
  it('styles MUI components with the theme, without vendor prefixes but the one Safari still needs', () => {
    render(
      <Themed>
        <Button variant="contained">Continue</Button>
      </Themed>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    const css = insertedCss();
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    // stylis' prefixer writes these for the button's flex layout and transitions; the build's browsers need none.
    expect(css).not.toMatch(/-ms-|-webkit-(inline-)?box|-webkit-transition/);
    expect(css).toMatch(/display:inline-flex/);
  });
});
