import type { Membership } from '../../domain/membership/Membership';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { Tokens } from '../../domain/auth/Tokens';
import { visitorStateOf, type VisitorState } from '../../domain/access/AccessPolicy';
import { roleOf, type Role } from '../../domain/roles/Role';
import type { TokenStore } from '../ports/TokenStore';
import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../ports/KeyValueStore';
import type { NetworkScope } from './NetworkScope';

/**
 * Who is visiting which network: the loaded network, the member's membership (or none for a guest)
 * and their tokens. It is the single source of that state. The composition root makes it observable
 * (MobX), so presenters derive from it; nothing here depends on MobX.
 */
export class Session {
  private currentNetwork: NetworkCustomization | null = null;
  private currentMembership: Membership | null = null;

  constructor(
    private readonly scope: Pick<NetworkScope, 'enter'>,
    private readonly tokens: Pick<TokenStore, 'save' | 'clear'>,
    private readonly localStore: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
  ) {}

  get network(): NetworkCustomization | null {
    return this.currentNetwork;
  }

  get networkId(): string | null {
    return this.currentNetwork?.id ?? null;
  }

  get membership(): Membership | null {
    return this.currentMembership;
  }

  get role(): Role {
    return roleOf(this.currentMembership);
  }

  get isSignedIn(): boolean {
    return this.currentMembership !== null;
  }

  get visitor(): VisitorState {
    return visitorStateOf(this.currentMembership);
  }

  /** Entering a network: the membership of another network never carries over. */
  enterNetwork(network: NetworkCustomization): void {
    if (this.currentNetwork?.id !== network.id) this.currentMembership = null;
    this.scope.enter(network.id);
    this.currentNetwork = network;
  }

  /**
   * The visitor asked for another network's page: until it is entered, no network is the page's, so nothing that
   * answers for the one left (a membership, a refusal) applies to the page.
   */
  leaveNetwork(): void {
    this.currentNetwork = null;
    this.currentMembership = null;
  }

  /** The copy of the membership kept for a reload, until the server confirms it. */
  storedMembership(): Membership | null {
    const networkId = this.networkId;
    if (!networkId) return null;
    const stored = this.localStore.get<Membership>(membershipKey(networkId));
    return stored?.networkId === networkId ? stored : null;
  }

  /** A membership of another network than the one being visited is refused (an answer that arrived after the visitor moved on). */
  authenticate(membership: Membership, tokens?: Tokens): void {
    if (!this.isOfThisNetwork(membership)) return;
    if (tokens) this.tokens.save(membership.networkId, tokens);
    this.updateMembership(membership);
  }

  updateMembership(membership: Membership): void {
    if (!this.isOfThisNetwork(membership)) return;
    this.currentMembership = membership;
    this.localStore.set(membershipKey(membership.networkId), membership);
  }

  markNotAuthorized(reason: string): void {
    const membership = this.currentMembership;
    if (!membership) return;
    this.updateMembership({ ...membership, isAccessAuthorized: false, accessDenyReason: reason });
  }

  private isOfThisNetwork(membership: Membership): boolean {
    return membership.networkId === this.networkId;
  }

  /** Forgets the user: tokens and the stored membership. */
  clearUser(): void {
    const networkId = this.networkId;
    if (networkId) {
      this.tokens.clear(networkId);
      this.localStore.remove(membershipKey(networkId));
    }
    this.currentMembership = null;
  }
}

function membershipKey(networkId: string): string {
  return networkKey(STORAGE_KEYS.membership, networkId);
}
export const SESSION = Symbol.for('Session');
