// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
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

  it('is in the scheme the page shows, and changes with it while the screen is open', async () => {
    const { Themed } = await import('../../../src/presentation/theme/Themed');
    const Scheme = () => <p>{useTheme().palette.mode}</p>;
    document.documentElement.setAttribute('data-theme', 'dark');
    render(
      <Themed>
        <Scheme />
      </Themed>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
    // index.html's theme script sets the attribute (a choice, the device): MutationObserver callbacks are microtasks.
    await act(async () => document.documentElement.setAttribute('data-theme', 'light'));
    expect(screen.getByText('light')).toBeInTheDocument();
    document.documentElement.removeAttribute('data-theme');
  });
});
