// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeChoices } from '../../../src/application/usecases/theme/ThemeChoices';
import { BrowserCookieJar } from '../../../src/infrastructure/storage/BrowserCookieJar';
import { DocumentThemeDisplay } from '../../../src/infrastructure/theme/DocumentThemeDisplay';

const SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../src/presentation/theme/themeScript.js'), 'utf8');

// The suite's files share one document: the device set here must not stay the next file's (MUI's useMediaQuery).
const deviceMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = deviceMatchMedia;
});

describe('DocumentThemeDisplay: a choice made in the app, shown by index.html’s theme script', () => {
  it('has the page show the new look at once, with no reload', () => {
    window.matchMedia = (() => ({ matches: false, addEventListener() {} })) as never;
    new Function(SCRIPT)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');

    const choices = new ThemeChoices(new BrowserCookieJar(), new DocumentThemeDisplay());
    choices.choose('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    choices.choose('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
