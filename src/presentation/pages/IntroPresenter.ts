import { makeAutoObservable } from 'mobx';
import { displayName, type Membership } from '../../domain/membership/Membership';
import type { AuthCover, NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { AuthController } from '../auth';
import type { NetworkShellPresenter } from '../shell';

export type IntroVisitor = { kind: 'guest' } | { kind: 'member'; name: string; authorized: boolean };

/**
 * Spec §2 /intro: the landing of a private network. A guest may sign in or join; a member is
 * shown the way in (or told why there is none).
 */
export class IntroPresenter {
  constructor(
    private readonly shell: Pick<NetworkShellPresenter, 'network' | 'membership' | 'signInClicked' | 'signOutClicked'>,
    private readonly auth: Pick<AuthController, 'open'>,
  ) {
    makeAutoObservable<IntroPresenter, 'shell' | 'auth'>(this, { shell: false, auth: false }, { autoBind: true });
  }

  get network(): NetworkCustomization | null {
    return this.shell.network;
  }

  get isPrivate(): boolean {
    return this.network?.accessType === 'private';
  }

  /**
   * The banner's picture: the cover picture (on phones its large thumbnail, api-contract.md `thumbnails`, which names
   * its sizes without their widths), or the poster frame of a cover video.
   */
  get banner(): { src: string; phoneSrc: string | null } | null {
    const network = this.network;
    const cover: AuthCover | null = network?.authCover ?? network?.auth.authCover ?? null;
    if (!cover) return null;
    if (cover.mediaType === 'image') return { src: cover.url, phoneSrc: cover.thumbnails.large || null };
    return cover.thumbnails.large ? { src: cover.thumbnails.large, phoneSrc: null } : null;
  }

  get invitationDisclaimer(): string | null {
    return this.network?.invitationCodeDisclaimer?.trim() || null;
  }

  get visitor(): IntroVisitor {
    const member: Membership | null = this.shell.membership;
    if (!member) return { kind: 'guest' };
    return { kind: 'member', name: displayName(member), authorized: member.isAccessAuthorized };
  }

  signInClicked(): void {
    this.shell.signInClicked();
  }

  joinClicked(): void {
    this.auth.open({ mode: 'sign-up', returnPath: null });
  }

  signOutClicked(): void {
    void this.shell.signOutClicked();
  }
}
