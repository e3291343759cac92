import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../../../src/application/ports/CookieJar';
import { ThemeChoices } from '../../../../src/application/usecases/theme/ThemeChoices';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { RecordingThemeDisplay } from '../../../../src/infrastructure/memory/RecordingThemeDisplay';
import { ThemeChoicePresenter } from '../../../../src/presentation/theme/ThemeChoicePresenter';

function themes(stored?: string) {
  const cookies = new InMemoryCookieJar();
  if (stored !== undefined) cookies.set(COOKIES.theme, stored);
  const display = new RecordingThemeDisplay();
  return { cookies, display, choices: new ThemeChoices(cookies, display) };
}

describe('ThemeChoices: the look chosen for this browser', () => {
  it.each([
    [undefined, 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['sepia', 'system'],
  ])('reads %s in the theme cookie as %s', (stored, chosen) => {
    expect(themes(stored).choices.chosen()).toBe(chosen);
  });

  it('keeps a choice in the theme cookie for a year (product-spec.md §9) and has the page show it', () => {
    const { cookies, display, choices } = themes();
    choices.choose('dark');
    expect(cookies.cookies.get(COOKIES.theme)).toEqual({ value: 'dark', options: { days: 365 } });
    expect(display.changes).toBe(1);
  });
});

describe('ThemeChoicePresenter: one choice for the settings page and the account menu', () => {
  it('starts from the stored choice, and changes it only when it is another', () => {
    const { cookies, display, choices } = themes('light');
    const presenter = new ThemeChoicePresenter(choices);
    expect(presenter.choice).toBe('light');
    presenter.themeChosen('light');
    expect(display.changes).toBe(0);
    presenter.themeChosen('system');
    expect(presenter.choice).toBe('system');
    expect(cookies.get(COOKIES.theme)).toBe('system');
    expect(display.changes).toBe(1);
  });
});
