import { makeAutoObservable } from 'mobx';
import type { KeyValueStore } from '../../application/ports/KeyValueStore';
import { storedCookieConsent } from '../../application/usecases/cookies/cookieConsentStorage';
import { COOKIE_POLICY_REVISION } from '../../domain/cookies/CookiePolicyRevision';
import { accepts, needsConsent } from '../../domain/cookies/CookieConsentRecord';

/**
 * Whether the cookie popup shows (spec §4): on a visit without a choice of this policy revision, and
 * whenever the visitor opens 'Cookie settings'. Part of the first load, so it only reads the record;
 * the popup, its presenter and the consent service are a lazy chunk that CookieConsentHost mounts.
 */
export class CookieConsentController {
  /** No choice of this revision on record yet. */
  needed: boolean;
  /** Opened from 'Cookie settings' (shown even under test automation; focus moves into it). */
  reopened = false;
  /** Bumped on every opening from the link, so the popup starts from a fresh presenter. */
  generation = 0;
  /** A choice on record runs monitoring: the cookie module loads at start to resume it. */
  readonly resumesOnStart: boolean;

  constructor(store: Pick<KeyValueStore, 'get'>, revision: string = COOKIE_POLICY_REVISION) {
    const record = storedCookieConsent(store);
    this.needed = needsConsent(record, revision);
    // Monitoring (performance) and the network's gtag (analytics) must start again on every visit.
    this.resumesOnStart = !this.needed && (accepts(record, 'performance') || accepts(record, 'analytics'));
    makeAutoObservable(this, { resumesOnStart: false }, { autoBind: true });
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
    this.needed = false;
    this.reopened = false;
  }
}
