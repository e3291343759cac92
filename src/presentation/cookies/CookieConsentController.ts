import { makeAutoObservable } from 'mobx';
import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import type { Session } from '../../application/session/Session';
import { storedCookieConsent } from '../../application/storage/cookieConsentStorage';
import { COOKIE_POLICY_REVISION } from '../../domain/cookies/CookiePolicyRevision';
import { accepts, needsConsent } from '../../domain/cookies/CookieConsentRecord';

/**
 * Whether the cookie popup shows (spec §4): on a visit to a network without a choice of this policy revision for
 * that network, and whenever the visitor opens 'Cookie settings'. Part of the first load, so it only reads the
 * record; the popup, its presenter and the consent service are a lazy chunk that CookieConsentHost mounts.
 */
export class CookieConsentController {
  /** Opened from 'Cookie settings' (shown even under test automation; focus moves into it). */
  reopened = false;
  /** Bumped on every opening from the link, so the popup starts from a fresh presenter. */
  generation = 0;
  /** Bumped on every choice recorded: the record is read from storage, which MobX does not observe. */
  private recordings = 0;

  constructor(
    private readonly store: Pick<KeyValueStore, 'get'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly revision: string = COOKIE_POLICY_REVISION,
  ) {
    makeAutoObservable<CookieConsentController, 'store' | 'session' | 'revision'>(this, { store: false, session: false, revision: false }, { autoBind: true });
  }

  private get record() {
    void this.recordings;
    return storedCookieConsent(this.store, this.session.networkId);
  }

  /** No choice of this revision on record yet for the network visited. */
  get needed(): boolean {
    return this.session.networkId !== null && needsConsent(this.record, this.revision);
  }

  /** The network's choice runs monitoring (performance) or its gtag (analytics): the cookie module loads to resume them. */
  get resumesOnVisit(): boolean {
    return !this.needed && (accepts(this.record, 'performance') || accepts(this.record, 'analytics'));
  }

  /** Test automation (`navigator.webdriver`) is not asked: the popup would cover what it tests. */
  shows(automated: boolean): boolean {
    return this.reopened || (this.needed && !automated);
  }

  settingsClicked(): void {
    this.reopened = true;
    this.generation++;
  }

  consentRecorded(): void {
    this.recordings++;
    this.reopened = false;
  }
}
