import type { Creativity } from '../../../domain/ads/Creativity';
import type { CreativityGateway } from '../../ports/CreativityGateway';
import { networkKey, type KeyValueStore } from '../../ports/KeyValueStore';
import type { Session } from '../../session/Session';

/**
 * Where "this member has had the network's welcome" is kept: `welcome-shown:<networkId>:<membershipId>` in local
 * storage. Not one of the traces logout removes (STORAGE_KEYS): the welcome is once per member, across sign-ins.
 */
export const WELCOME_SHOWN_KEY = 'welcome-shown';

export function welcomeShownKey(networkId: string, membershipId: string): string {
  return `${networkKey(WELCOME_SHOWN_KEY, networkId)}:${membershipId}`;
}

/** A welcome this member has not had yet; `shown` records that it has been on screen, so it does not come again. */
export interface WelcomeToShow {
  creativity: Creativity;
  shown(): void;
}

/**
 * The network's welcome creativity (`GET /v1/creativity/welcome`) for the signed-in member, until it has been seen:
 * it is handed over with `shown`, which its dialog calls once it is on screen, and from then on the answer is null.
 * One fetched and never shown (the member was on a page that does not host it) comes again next time. A network
 * without a welcome records nothing (one added later is still shown). A failure shows nothing and tries next time.
 */
export class WelcomeOnce {
  constructor(
    private readonly creativities: Pick<CreativityGateway, 'welcome'>,
    private readonly localStore: Pick<KeyValueStore, 'get' | 'set'>,
    private readonly session: Pick<Session, 'network' | 'membership'>,
  ) {}

  async execute(): Promise<WelcomeToShow | null> {
    const { network, membership } = this.session;
    if (!network || !membership) return null;
    const key = welcomeShownKey(network.id, membership.id);
    if (this.localStore.get<boolean>(key)) return null;
    let welcome: Creativity | null;
    try {
      welcome = await this.creativities.welcome();
    } catch {
      return null;
    }
    // Signed out (or in as someone else) meanwhile: not this member's welcome any more; or another tab showed it.
    if (!welcome || this.session.membership?.id !== membership.id || this.localStore.get<boolean>(key)) return null;
    return { creativity: welcome, shown: () => this.localStore.set(key, true) };
  }
}
export const WELCOME_ONCE = Symbol.for('WelcomeOnce');
