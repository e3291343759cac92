import { makeAutoObservable, observable } from 'mobx';
import type { MembershipGateway } from '../../application/ports/MembershipGateway';
import type { ChangeConsent } from '../../application/usecases/profile/ChangeConsent';
import type { Session } from '../../application/session/Session';
import type { Membership } from '../../domain/membership/Membership';
import { hasAccepted, offeredConsents, type ConsentStep } from '../../domain/profile/ConsentStep';
import { errorMessageOf } from '../kit/errorMessage';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import { CONSENT_TEXTS } from '../profile';
import './settingsMessages';

/** One consent as its switch shows it. */
export interface ConsentSwitch {
  step: ConsentStep;
  title: string;
  description: string;
  checked: boolean;
  /** The choice is on its way to the server (the switch already shows it). */
  saving: boolean;
  /** Why the last choice was not saved (the switch went back), with a retry. */
  failure: string | null;
}

interface RefusedChoice {
  accepted: boolean;
  message: string;
}

/**
 * The consents of spec §4 as switches, those the network switches on: a member gives or withdraws each at any
 * time. A choice shows at once and is sent (`PATCH /v2/memberships/{id}`); the answer becomes the session's
 * membership, or the switch goes back with the reason and a retry; either way the membership is read again.
 */
export class ConsentSettingsPresenter {
  /** Choices on their way to the server. */
  private readonly pending = observable.map<ConsentStep, boolean>();
  private readonly refused = observable.map<ConsentStep, RefusedChoice>();

  constructor(
    private readonly changeConsent: Pick<ChangeConsent, 'execute'>,
    private readonly memberships: Pick<MembershipGateway, 'me'>,
    private readonly session: Pick<Session, 'membership' | 'network' | 'updateMembership'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ConsentSettingsPresenter, 'changeConsent' | 'memberships' | 'session' | 'i18n' | 'pending' | 'refused'>(
      this,
      { changeConsent: false, memberships: false, session: false, i18n: false, pending: false, refused: false },
      { autoBind: true },
    );
  }

  get switches(): ConsentSwitch[] {
    const { network, membership } = this.session;
    if (!network || !membership) return [];
    return offeredConsents(network).map((step) => ({
      step,
      title: this.i18n.t(CONSENT_TEXTS[step].title),
      description: this.i18n.t(CONSENT_TEXTS[step].body, { name: network.name }),
      checked: this.pending.get(step) ?? hasAccepted(membership, step),
      saving: this.pending.has(step),
      failure: this.refused.get(step)?.message ?? null,
    }));
  }

  /** A switch was flipped; another flip of the same one waits until this choice is answered. */
  async toggled(step: ConsentStep, accepted: boolean): Promise<void> {
    const member = this.session.membership;
    if (!member || this.pending.has(step)) return;
    this.refused.delete(step);
    const outcome = await writeOptimistically({
      apply: () => {
        this.pending.set(step, accepted);
        return () => this.settled(step);
      },
      // The use case makes the saved membership the session's (unless the member left meanwhile).
      send: () => this.changeConsent.execute(step, accepted),
      confirm: () => this.settled(step),
      refetch: () => this.refetch(member.id),
    });
    if (!outcome.ok) this.failed(step, { accepted, message: errorMessageOf(outcome.error, this.i18n) });
  }

  retryClicked(step: ConsentStep): void {
    const refused = this.refused.get(step);
    if (refused) void this.toggled(step, refused.accepted);
  }

  private settled(step: ConsentStep): void {
    this.pending.delete(step);
  }

  private failed(step: ConsentStep, choice: RefusedChoice): void {
    this.refused.set(step, choice);
  }

  private async refetch(memberId: string): Promise<void> {
    try {
      this.adopt(memberId, await this.memberships.me());
    } catch {
      // The switches keep what they show; the next visit reads the membership again.
    }
  }

  /** A member who left while the server answered must not be signed back in by the answer. */
  private adopt(memberId: string, membership: Membership): void {
    if (this.session.membership?.id === memberId) this.session.updateMembership(membership);
  }
}
