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
  ) {
    makeAutoObservable<ProfileFlowController, 'session' | 'sessionStore' | 'dialogsDone' | 'stopWatchingViewer'>(
      this,
      { session: false, sessionStore: false, dialogsDone: false, stopWatchingViewer: false },
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
    if (!network || !membership) return;
    const forced = options.forced ?? false;
    if (shouldPromptCompleteProfile({ network, membership, forced })) this.open('completeProfile', forced);
    else if (!forced) this.startConsents();
  }

  /** Saved or closed: either way the consent queue follows (spec §4). */
  completeProfileFinished(): void {
    if (this.stage !== 'completeProfile') return;
    this.forgetShownPrompt();
    this.startConsents();
  }

  consentFinished(): void {
    if (this.stage === 'consent') this.finish();
  }

  dispose(): void {
    this.stopWatchingViewer();
  }

  /**
   * A logout or a new sign-in starts over (the modal asks for the prompt once it has closed); a member back after a
   * reload finds the prompt again if it was showing (spec §3's visibility flag: a prompt that may not be dismissed is
   * not dismissed by reloading), else resumes a consent queue the reload cut short.
   */
  private viewerChanged(): void {
    this.reset();
    this.resumeShownPrompt();
    this.resumeStoredConsent();
  }

  private resumeShownPrompt(): void {
    const { network, membership } = this.session;
    if (!network || !membership) return;
    const shown = this.sessionStore.get<{ membershipId?: string; forced?: boolean }>(this.promptKey(network.id));
    if (shown?.membershipId !== membership.id) return;
    const forced = shown.forced === true;
    if (shouldPromptCompleteProfile({ network, membership, forced })) this.open('completeProfile', forced);
    else this.forgetShownPrompt();
  }

  private forgetShownPrompt(): void {
    const networkId = this.session.network?.id;
    if (networkId) this.sessionStore.remove(this.promptKey(networkId));
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
    const { network, membership } = this.session;
    if (stage === 'completeProfile' && network && membership) this.sessionStore.set(this.promptKey(network.id), { membershipId: membership.id, forced });
  }

  private reset(): void {
    this.stage = 'idle';
    this.forced = false;
  }
}
