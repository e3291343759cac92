import { makeAutoObservable } from 'mobx';
import type { CookieConsentService } from '../../application/usecases/cookies/CookieConsentService';
import { COOKIE_CATEGORIES, type CookieCategoryId } from '../../domain/cookies/CookieCatalogue';

export type CookieDetailsTab = 'usedCookies' | 'howCookiesWork';

export interface CookieCategoryRow {
  id: CookieCategoryId;
  checked: boolean;
  /** Necessary cookies: always on, the switch cannot change. */
  locked: boolean;
}

/**
 * The cookie popup (spec §4): accept all, accept what is ticked, or reject the optional categories
 * (what closing means), each as easy as the others. Nothing optional is pre-ticked on a first visit;
 * reopened from 'Cookie settings', it starts from the choice on record.
 */
export class CookieConsentPresenter {
  selected: CookieCategoryId[];
  detailsOpen = false;
  tab: CookieDetailsTab = 'usedCookies';

  constructor(
    private readonly consent: Pick<CookieConsentService, 'current' | 'needsConsent' | 'consentGiven'>,
    private readonly finished: () => void,
    /** Opened by the visitor (the settings link) rather than by the visit: focus moves into it. */
    readonly openedByVisitor: boolean,
  ) {
    const record = consent.needsConsent() ? null : consent.current();
    this.selected = record ? record.categories.filter((id) => isOptional(id)) : [];
    makeAutoObservable<CookieConsentPresenter, 'consent' | 'finished'>(this, { consent: false, finished: false, openedByVisitor: false }, { autoBind: true });
  }

  get categories(): CookieCategoryRow[] {
    return COOKIE_CATEGORIES.map(({ id, optional }) => ({ id, locked: !optional, checked: !optional || this.selected.includes(id) }));
  }

  categoryToggled(id: CookieCategoryId): void {
    if (!isOptional(id)) return;
    this.selected = this.selected.includes(id) ? this.selected.filter((selected) => selected !== id) : [...this.selected, id];
  }

  detailsToggled(): void {
    this.detailsOpen = !this.detailsOpen;
  }

  tabChosen(tab: CookieDetailsTab): void {
    this.tab = tab;
  }

  acceptAllClicked(): Promise<void> {
    return this.choose(COOKIE_CATEGORIES.map((category) => category.id));
  }

  acceptSelectedClicked(): Promise<void> {
    return this.choose(this.selected);
  }

  /** 'Reject optional': the necessary cookies only. */
  rejectClicked(): Promise<void> {
    return this.choose([]);
  }

  /** Closing is declining the optional categories (spec §4). */
  closeClicked(): Promise<void> {
    return this.rejectClicked();
  }

  private async choose(categories: readonly CookieCategoryId[]): Promise<void> {
    // The record is written before the first await, so the popup can close at once; contracts follow.
    const applied = this.consent.consentGiven([...categories]);
    this.finished();
    // The choice is stored already; what follows (monitoring, the policy contract) must never surface
    // as an unhandled rejection: the next visit applies the stored choice again.
    await applied.catch(() => undefined);
  }
}

function isOptional(id: CookieCategoryId): boolean {
  return COOKIE_CATEGORIES.some((category) => category.id === id && category.optional);
}
