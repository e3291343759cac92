// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { describe, expect, it, vi } from 'vitest';

/** Every style rule emotion has inserted so far, in the order of the page's style sheets. */
function insertedCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').join('\n');
}

describe('Themed', () => {
  it('styles MUI components with the theme, without vendor prefixes but the one Safari still needs', async () => {
    // A fresh style cache: test files share a worker's modules, and a cache that has styled a button for an
    // earlier file's document does not insert its rules again into this one.
    vi.resetModules();
    const { Themed } = await import('../../../src/presentation/theme/Themed');
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
