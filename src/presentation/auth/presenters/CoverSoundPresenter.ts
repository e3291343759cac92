import { makeAutoObservable } from 'mobx';
import type { CoverSoundPreference } from '../../../application/usecases/cookies/CoverSoundPreference';

/** The cover video's sound (spec §2: a mute toggle), as the visitor last left it. */
export class CoverSoundPresenter {
  muted: boolean;

  constructor(private readonly preference: Pick<CoverSoundPreference, 'muted' | 'remember'>) {
    this.muted = preference.muted();
    makeAutoObservable<CoverSoundPresenter, 'preference'>(this, { preference: false }, { autoBind: true });
  }

  toggled(): void {
    this.muted = !this.muted;
    this.preference.remember(this.muted);
  }
}
