import type { ThemeDisplay } from '../../application/ports/ThemeDisplay';

/** The page's look in tests: how many times it was told of a new choice. */
export class RecordingThemeDisplay implements ThemeDisplay {
  changes = 0;

  choiceChanged(): void {
    this.changes += 1;
  }
}
