import type { Tokens } from '../../../domain/auth/Tokens';
import type { Membership } from '../../../domain/membership/Membership';
import { COOKIES, type CookieJar } from '../../ports/CookieJar';
import type { LocalePreference } from '../../ports/LocalePreference';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { SessionBroadcast } from '../../ports/SessionBroadcast';
import type { TokenStore } from '../../ports/TokenStore';
import type { Session } from '../../session/Session';
import { AuthError } from '../../errors/AuthError';
import type { BirthdateHolder } from './BirthdateHolder';
import type { EnterNetworkAfterLogin } from './EnterNetworkAfterLogin';

/** How long the cta remembers that this browser has signed in before (it then opens in sign-in mode). */
export const AUTHED_BEFORE_COOKIE_DAYS = 365;

export interface AfterLoginOptions {
  /**
   * Where the visitor was going before a paid network's gate stopped them. Untrusted (it comes from
   * the URL): only a same-origin relative path is followed, anything else goes home.
   */
  returnPath?: string | null;
}

/** Options of every sign-in flow: the after-login return path, and a signal that aborts the waiting. */
export interface LoginOptions extends AfterLoginOptions {
  signal?: AbortSignal;
}

/**
 * Spec §4 "After login", shared by every way of signing in: the tokens are saved (the chat's among them, for the live
 * channel to sign in to the chat with), the membership stored, the last locale applied, the 'authed-before' cookie
 * set, the member enters the network (EnterNetworkAfterLogin), and the session shows the member, in this tab and
 * (told by broadcast) in the network's other tabs.
 */
export class CompleteLogin {
  constructor(
    private readonly tokens: Pick<TokenStore, 'save'>,
    private readonly memberships: Pick<MembershipGateway, 'me' | 'update'>,
    private readonly birthdate: Pick<BirthdateHolder, 'held' | 'clear'>,
    private readonly session: Pick<Session, 'networkId' | 'network' | 'authenticate'>,
    private readonly locale: Pick<LocalePreference, 'apply'>,
    private readonly cookies: Pick<CookieJar, 'set'>,
    private readonly enterNetwork: Pick<EnterNetworkAfterLogin, 'execute'>,
    private readonly otherTabs: Pick<SessionBroadcast, 'announce'>,
  ) {}

  async execute(tokens: Tokens, options: AfterLoginOptions = {}): Promise<Membership> {
    const networkId = this.session.networkId;
    if (!networkId) throw new Error('A sign-in completes inside a network.');
    // `me` answers for the bearer of these tokens, so they are stored before asking.
    this.tokens.save(networkId, tokens);
    const me = await this.memberships.me();
    this.stillOn(networkId);
    const membership = await this.withHeldBirthday(me);
    this.stillOn(networkId);
    if (membership.lastLocale) this.locale.apply(membership.lastLocale);
    this.cookies.set(COOKIES.authedBefore, 'true', { days: AUTHED_BEFORE_COOKIE_DAYS });
    // Stores the membership; before any navigation, so the access guard of the next page already sees a member.
    this.session.authenticate(membership, tokens);
    this.otherTabs.announce({ kind: 'signedIn', networkId });

    const network = this.session.network;
    if (!network) return membership;
    this.enterNetwork.execute(network, membership, options.returnPath ?? null);
    return membership;
  }

  /**
   * Checked after every wait. The visitor moved to another network meanwhile: this network keeps its tokens (the
   * member did sign in here, a visit back resumes it), but nothing of it reaches the network now shown, and nothing
   * of the network now shown (its held birthday) is sent in this one's name.
   */
  private stillOn(networkId: string): void {
    if (this.session.networkId !== networkId) throw AuthError.aborted();
  }

  /**
   * Spec §4: a birthday given on the birthdate step before signing up is saved to the profile. One the
   * member already has wins; either way the holder has done its job.
   */
  private async withHeldBirthday(membership: Membership): Promise<Membership> {
    const birthday = this.birthdate.held();
    if (birthday === null) return membership;
    if (membership.birthday) {
      this.birthdate.clear();
      return membership;
    }
    try {
      const saved = await this.memberships.update(membership.id, { birthday });
      this.birthdate.clear();
      return saved;
    } catch {
      // The login itself succeeded: finish it. The birthday stays held, and the modal saves it again
      // (its saveStoredBirthday step), showing the error if that fails too.
      return membership;
    }
  }
}
export const COMPLETE_LOGIN = Symbol.for('CompleteLogin');
