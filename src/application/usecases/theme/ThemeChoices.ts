import { lifetimeInDays } from '../../../domain/cookies/CookieCatalogue';
import { themeChoiceOf, type ThemeChoice } from '../../../domain/theme/ThemeChoice';
import { COOKIES, type CookieJar } from '../../ports/CookieJar';
import type { ThemeDisplay } from '../../ports/ThemeDisplay';

/**
 * The member's choice of look for this browser: kept in the theme cookie for a year (product-spec.md §9), which
 * the page reads before it paints, and shown at once when it changes.
 */
export class ThemeChoices {
  constructor(
    private readonly cookies: Pick<CookieJar, 'get' | 'set'>,
    private readonly display: ThemeDisplay,
  ) {}

  chosen(): ThemeChoice {
    return themeChoiceOf(this.cookies.get(COOKIES.theme));
  }

  choose(choice: ThemeChoice): void {
    this.cookies.set(COOKIES.theme, choice, { days: lifetimeInDays(COOKIES.theme) });
    this.display.choiceChanged();
  }
}
