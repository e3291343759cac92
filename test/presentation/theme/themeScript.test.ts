// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/application/ports/CookieJar';

const SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../src/presentation/theme/themeScript.js'), 'utf8');

/** The device's setting, as matchMedia tells it, with the change a person makes in the system settings. */
function deviceSetTo(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  window.matchMedia = ((media: string) => (media === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {} })) as never;
  return {
    changeTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function runScript() {
  // As index.html runs it: a classic script in the page's global scope.
  new Function(SCRIPT)();
}

const shown = () => document.documentElement.getAttribute('data-theme');
// The suite's files share one document: the device set here must not stay the next file's (MUI's useMediaQuery).
const deviceMatchMedia = window.matchMedia;

afterEach(() => {
  document.cookie = `${COOKIES.theme}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.documentElement.removeAttribute('data-theme');
  window.matchMedia = deviceMatchMedia;
});

describe("index.html's theme script: the page's scheme before it paints", () => {
  it('shows the scheme the member chose, whatever the device says', () => {
    deviceSetTo(true);
    document.cookie = `${COOKIES.theme}=light; path=/`;
    runScript();
    expect(shown()).toBe('light');
  });

  it('shows the device’s scheme without a choice, or with the choice of the device, and follows it when it changes', () => {
    const device = deviceSetTo(true);
    runScript();
    expect(shown()).toBe('dark');
    device.changeTo(false);
    expect(shown()).toBe('light');

    document.cookie = `${COOKIES.theme}=system; path=/`;
    device.changeTo(true);
    expect(shown()).toBe('dark');
  });

  it('applies a choice made in the app when the app says so, and then no longer follows the device', () => {
    const device = deviceSetTo(false);
    runScript();
    document.cookie = `${COOKIES.theme}=dark; path=/`;
    document.dispatchEvent(new Event('themechosen'));
    expect(shown()).toBe('dark');
    device.changeTo(false);
    expect(shown()).toBe('dark');
  });

  it('reads the theme cookie by its exact name, not one that ends the same', () => {
    deviceSetTo(false);
    document.cookie = `old-${COOKIES.theme}=dark; path=/`;
    runScript();
    expect(shown()).toBe('light');
    document.cookie = `old-${COOKIES.theme}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
