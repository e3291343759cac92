import { makeAutoObservable } from 'mobx';
import type { ThemeChoices } from '../../application/usecases/theme/ThemeChoices';
import type { ThemeChoice } from '../../domain/theme/ThemeChoice';

/** The member's choice of look, one per app: the settings page and the account menu show and change the same. */
export class ThemeChoicePresenter {
  choice: ThemeChoice;

  constructor(private readonly themes: Pick<ThemeChoices, 'chosen' | 'choose'>) {
    this.choice = themes.chosen();
    makeAutoObservable<ThemeChoicePresenter, 'themes'>(this, { themes: false }, { autoBind: true });
  }

  themeChosen(choice: ThemeChoice): void {
    if (choice === this.choice) return;
    this.themes.choose(choice);
    this.choice = choice;
  }
}

export const THEME_CHOICE = Symbol.for('ThemeChoice');
