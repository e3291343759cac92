/** The page's look: told that the member chose another, it shows it at once (no reload). */
export interface ThemeDisplay {
  choiceChanged(): void;
}
export const THEME_DISPLAY = Symbol.for('ThemeDisplay');
