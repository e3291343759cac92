import type { Membership } from '../../../domain/membership/Membership';
import { acceptancePatchOf, consentSteps, CONSENT_STEPS, type ConsentStep } from '../../../domain/profile/ConsentStep';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import { consentStepKey, storedConsentStep, type StoredConsentStep } from '../../storage/storedConsentStep';
import type { Session } from '../../session/Session';
import { AuthError } from '../../errors/AuthError';

/** What answering the current consent did; either way the queue has moved on to `next`. */
export type ConsentAnswer =
  | { kind: 'saved'; membership: Membership; next: ConsentStep | null }
  /** Spec §8: the presenter shows a general error toast; the queue has moved on all the same. */
  | { kind: 'failed'; error: unknown; next: ConsentStep | null };


/**
 * Spec §4 consent queue, after login: promotional, connecting (partner), profiling, each only when
 * the network switches it on and the member has not accepted it. Accepting saves the flag and moves
 * on; declining just moves on; a failed save is reported and moves on too (spec §8).
 *
 * Not an execute-only use case: between the member's answers it has to remember which consents are
 * still to ask, and it mirrors the one being asked into session storage so a reload resumes there
 * (spec §3 "current consent (kept in session)"). So it is a small stateful object, one per queue.
 */
export class ConsentQueue {
  private steps: ConsentStep[] = [];
  private membershipId: string | null = null;
  private networkId: string | null = null;

  constructor(
    private readonly session: Pick<Session, 'network' | 'membership' | 'updateMembership'>,
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly sessionStore: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
  ) {}

  /** The consent being asked, or null when there is nothing (left) to ask. */
  get current(): ConsentStep | null {
    return this.steps[0] ?? null;
  }

  /**
   * Builds the queue from the session's network and member. A step stored by an earlier page of
   * this tab resumes the queue there: what came before it was answered already.
   */
  start(): ConsentStep | null {
    const { network, membership } = this.session;
    if (!network || !membership) {
      this.clear();
      return null;
    }
    this.membershipId = membership.id;
    this.networkId = membership.networkId;
    const pending = consentSteps(network, membership);
    const resumeAt = storedConsentStep(this.sessionStore, membership);
    this.steps = resumeAt === null ? pending : pending.filter((step) => orderOf(step) >= orderOf(resumeAt));
    this.persist();
    return this.current;
  }

  async accept(): Promise<ConsentAnswer> {
    const step = this.current;
    if (step === null) return { kind: 'failed', error: new Error('There is no consent to accept.'), next: null };
    try {
      const membership = this.session.membership;
      if (!membership) throw AuthError.notSignedIn();
      const updated = await this.memberships.update(membership.id, acceptancePatchOf(step));
      // A member who left while the server answered must not be signed back in by the answer.
      if (this.session.membership?.id === membership.id) this.session.updateMembership(updated);
      return { kind: 'saved', membership: updated, next: this.answered(step) };
    } catch (error) {
      return { kind: 'failed', error, next: this.answered(step) };
    }
  }

  decline(): ConsentStep | null {
    const step = this.current;
    return step === null ? null : this.answered(step);
  }

  /** Forgets the queue and its stored step (the queue finished, or the member left). */
  clear(): void {
    this.steps = [];
    if (this.networkId) this.sessionStore.remove(consentStepKey(this.networkId));
  }

  /** Removes that step (not merely the head: a decline may overtake a save still running). */
  private answered(step: ConsentStep): ConsentStep | null {
    this.steps = this.steps.filter((pending) => pending !== step);
    this.persist();
    return this.current;
  }

  private persist(): void {
    const step = this.current;
    // A member who left (logout, another account) must not find this queue resumed.
    if (step === null || this.membershipId === null || this.session.membership?.id !== this.membershipId) this.clear();
    else if (this.networkId) this.sessionStore.set<StoredConsentStep>(consentStepKey(this.networkId), { membershipId: this.membershipId, step });
  }
}
export const CONSENT_QUEUE = Symbol.for('ConsentQueue');

function orderOf(step: ConsentStep): number {
  return CONSENT_STEPS.indexOf(step);
}
