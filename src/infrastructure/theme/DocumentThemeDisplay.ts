import type { ThemeDisplay } from '../../application/ports/ThemeDisplay';

/** What index.html's theme script listens for to read the theme cookie again (src/presentation/theme/themeScript.js). */
export const THEME_CHOSEN_EVENT = 'themechosen';

/** The page's scheme is index.html's theme script's to set: told of a new choice, it reads the cookie again. */
export class DocumentThemeDisplay implements ThemeDisplay {
  constructor(private readonly target: Pick<Document, 'dispatchEvent'> = document) {}

  choiceChanged(): void {
    this.target.dispatchEvent(new Event(THEME_CHOSEN_EVENT));
  }
}
