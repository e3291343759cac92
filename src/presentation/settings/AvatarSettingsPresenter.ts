import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../application/ports/Notifier';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { Session } from '../../application/session/Session';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import type { SetAvatar } from '../../application/usecases/profile/SetAvatar';
import { AVATAR_FRAME } from '../../domain/pictures/PictureLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { PictureSending } from '../pictures';
import type { I18n } from '../i18n/I18n';

/**
 * The member's own picture in Settings → Profile (issue "Pictures"): a picture of the device is framed as a 512 px
 * square, sent with its progress, and becomes theirs as soon as it arrived; Remove goes back to initials. Saved
 * at once, apart from the profile form's Save: a picture is chosen, not typed.
 */
export class AvatarSettingsPresenter {
  readonly sending: PictureSending;
  /** The picture's url is being saved as the member's, or their picture removed. */
  saving = false;

  constructor(
    private readonly setAvatar: Pick<SetAvatar, 'execute'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
    preparePicture: Pick<PreparePicture, 'execute'>,
    uploader: Pick<PictureUploader, 'upload'>,
  ) {
    this.sending = new PictureSending(i18n, preparePicture, uploader, AVATAR_FRAME, '', (url) => void this.save(url));
    makeAutoObservable<AvatarSettingsPresenter, 'setAvatar' | 'session' | 'notifier' | 'i18n'>(
      this,
      { setAvatar: false, session: false, notifier: false, i18n: false, sending: false },
      { autoBind: true },
    );
  }

  /** The member's saved picture, if any. */
  get savedUrl(): string | null {
    return this.session.membership?.avatarUrl ?? null;
  }

  get memberName(): string {
    const member = this.session.membership;
    return member ? `${member.firstName} ${member.lastName}`.trim() : '';
  }

  /** Busy with a picture: being made ready, sent, or saved as theirs. */
  get busy(): boolean {
    return this.sending.busy || this.saving;
  }

  /** Stops a picture on its way when the page goes: it would be nobody's. */
  mount(): () => void {
    return () => this.sending.stopped();
  }

  async removeClicked(): Promise<void> {
    if (this.busy) return;
    this.sending.removed();
    if (this.savedUrl === null) return;
    await this.save(null);
  }

  private async save(url: string | null): Promise<void> {
    this.saving = true;
    try {
      await this.setAvatar.execute(url);
      this.notifier.success(this.i18n.t(url === null ? 'settings.avatar.removed' : 'settings.avatar.saved'));
    } catch (error) {
      this.notifier.error(errorMessageOf(error, this.i18n));
    } finally {
      runInAction(() => {
        this.saving = false;
        // The saved picture shows from the membership; what the device held is let go (kept after a failed upload only).
        this.sending.removed();
      });
    }
  }
}
