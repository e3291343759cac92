import { makeAutoObservable } from 'mobx';
import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../../application/ports/KeyValueStore';
import type { Session } from '../../application/session/Session';
import { storedConsentStep } from '../../application/storage/storedConsentStep';
import { shouldPromptCompleteProfile } from '../../domain/profile/CompleteProfilePrompt';
import { consentSteps } from '../../domain/profile/ConsentStep';
import { watchViewer } from '../kit/watchViewer';

/** Which of the after-login dialogs is showing. */
export type ProfileFlowStage = 'idle' | 'completeProfile' | 'consent';

/**
 * What happens to a member right after login (spec §4): the complete-profile prompt when it applies,
 * then the consent queue; once they are done, `dialogsDone` (the network's welcome follows).
 * Part of the first load, so it stays tiny: the dialogs, their presenters
 * and use cases are a lazy chunk that ProfileFlowHost mounts only while a stage is open.
 */
export class ProfileFlowController {
  stage: ProfileFlowStage = 'idle';
  /** The prompt was asked for explicitly (shown on a purchasable network too). */
  forced = false;
  /** Bumped on every opening, so a re-opened dialog starts from a fresh presenter. */
  generation = 0;
  private readonly stopWatchingViewer: () => void;

  constructor(
    private readonly session: Pick<Session, 'network' | 'membership'>,
    private readonly sessionStore: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
    /** The after-login dialogs are done (or there was none to show): what comes after them may show now. */
    private readonly dialogsDone: () => void = () => undefined,
    /** Whether the sign-in modal is open: a member who signs in there is asked once it has closed, by the modal. */
    private readonly signingIn: () => boolean = () => false,
  ) {
    makeAutoObservable<ProfileFlowController, 'session' | 'sessionStore' | 'dialogsDone' | 'signingIn' | 'stopWatchingViewer'>(
      this,
      { session: false, sessionStore: false, dialogsDone: false, signingIn: false, stopWatchingViewer: false },
      { autoBind: true },
    );
    this.stopWatchingViewer = watchViewer(session, this.viewerChanged);
  }

  get isOpen(): boolean {
    return this.stage !== 'idle';
  }

  /**
   * Spec §4: the prompt when its conditions hold (`forced` overrides only a purchasable network), else the consents
   * that follow a sign-in. A forced request (a purchase on a purchasable network, PaidAccess) comes long after the
   * sign-in: without a prompt to show it shows nothing.
   */
  completeProfileRequested(options: { forced?: boolean } = {}): void {
    const { network, membership } = this.session;
    if (!network || !membership || this.stage === 'completeProfile') return;
    const forced = options.forced ?? false;
    if (shouldPromptCompleteProfile({ network, membership, forced })) this.open('completeProfile', forced);
    else if (!forced) this.startConsents();
  }

  /** Saved or closed: either way the consent queue follows (spec §4). */
  completeProfileFinished(): void {
    if (this.stage !== 'completeProfile') return;
    this.rememberPrompt({ dismissed: true });
    this.startConsents();
  }

  consentFinished(): void {
    if (this.stage === 'consent') this.finish();
  }

  dispose(): void {
    this.stopWatchingViewer();
  }

  /**
   * A logout or a new sign-in starts over: one signing in through the modal is asked once it has closed (the modal asks).
   * A member found some other way (a reload, a session kept from an earlier visit, another tab's sign-in) is asked at
   * once when the prompt's conditions hold (spec §4 "shown when … the profile is incomplete"), unless they closed it
   * already in this tab's session (spec §3's visibility flag, so a dismissible prompt is not asked at every page load);
   * else a consent queue a reload cut short resumes.
   */
  private viewerChanged(): void {
    this.reset();
    if (!this.signingIn()) this.promptAgain();
    this.resumeStoredConsent();
  }

  private promptAgain(): void {
    const { network, membership } = this.session;
    if (!network || !membership) return;
    const stored = this.sessionStore.get<{ membershipId?: string; forced?: boolean; dismissed?: boolean }>(this.promptKey(network.id));
    const mine = stored?.membershipId === membership.id ? stored : null;
    if (mine?.dismissed) return;
    const forced = mine?.forced === true;
    if (shouldPromptCompleteProfile({ network, membership, forced })) this.open('completeProfile', forced);
  }

  /** The prompt's state in this tab's session: showing (and whether forced), or closed by the member. */
  private rememberPrompt({ dismissed }: { dismissed: boolean }): void {
    const { network, membership } = this.session;
    if (network && membership) this.sessionStore.set(this.promptKey(network.id), { membershipId: membership.id, forced: this.forced, dismissed });
  }

  private promptKey(networkId: string): string {
    return networkKey(STORAGE_KEYS.completeProfile, networkId);
  }

  private startConsents(): void {
    const { network, membership } = this.session;
    // Nothing to ask: the dialogs' chunk is not even loaded.
    if (network && membership && consentSteps(network, membership).length > 0) this.open('consent', false);
    else this.finish();
  }

  private finish(): void {
    this.reset();
    if (this.session.membership) this.dialogsDone();
  }

  private resumeStoredConsent(): void {
    const { network, membership } = this.session;
    if (this.stage !== 'idle' || !network || !membership) return;
    if (storedConsentStep(this.sessionStore, membership) !== null) this.startConsents();
  }

  private open(stage: Exclude<ProfileFlowStage, 'idle'>, forced: boolean): void {
    this.stage = stage;
    this.forced = forced;
    this.generation++;
    if (stage === 'completeProfile') this.rememberPrompt({ dismissed: false });
  }

  private reset(): void {
    this.stage = 'idle';
    this.forced = false;
  }
}
