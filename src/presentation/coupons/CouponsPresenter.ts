import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { CouponGateway } from '../../application/ports/CouponGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { TextCopier } from '../../application/ports/TextCopier';
import type { Session } from '../../application/session/Session';
import { isExhausted, isExpired, type Coupon } from '../../domain/coupons/Coupon';
import type { AuthController } from '../auth';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import { expiryText, remainingText } from './couponWords';
import './couponsMessages';

/** What a coupon's card offers: its code, a button to get one, or why there is none. */
export type CouponAction = 'code' | 'get' | 'getting' | 'expired' | 'exhausted';

export interface CouponCard {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  /** "Valid until 24 November 2026", "Expired on …", "No expiry date". */
  expiry: string;
  /** "3 left", "None left", "Unlimited". */
  remaining: string;
  action: CouponAction;
  code: string | null;
  /** Why the last try to get the code failed, in words. */
  failure: string | null;
}

/**
 * `/:slug/coupons` (spec §1 coupons): the network's coupons as cards, those still valid first and the expired ones
 * apart. A member gets a coupon's code (`POST /v2/coupons/{id}/download`), shown large with a copy button and kept on
 * the card, as the list keeps it (`code`) on every later visit; a guest is asked to sign in first and then gets the
 * code they asked for. A coupon whose codes ran out or that expired meanwhile says so in words.
 */
export class CouponsPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  failure = '';
  private coupons: Coupon[] = [];
  private readonly getting = observable.set<string>();
  private readonly failures = observable.map<string, string>();
  /** The coupon a guest asked for before signing in. */
  private afterSignIn: string | null = null;
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly gateway: Pick<CouponGateway, 'list' | 'download'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly auth: Pick<AuthController, 'open' | 'isOpen'>,
    private readonly copier: TextCopier,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<CouponsPresenter, 'gateway' | 'session' | 'auth' | 'copier' | 'notifier' | 'clock' | 'i18n' | 'getting' | 'failures' | 'lifetime' | 'afterSignIn'>(
      this,
      { gateway: false, session: false, auth: false, copier: false, notifier: false, clock: false, i18n: false, getting: false, failures: false, lifetime: false, afterSignIn: false },
      { autoBind: true },
    );
  }

  /** Those the member holds a code of, and those still to be had. */
  get current(): CouponCard[] {
    return this.cards().filter((card) => card.action !== 'expired');
  }

  /** Expired coupons without a code of the member's: shown apart, nothing to get. */
  get expired(): CouponCard[] {
    return this.cards().filter((card) => card.action === 'expired');
  }

  /** Reads the coupons, and again whenever someone else is signed in (codes are each member's own). */
  mount(): () => void {
    this.lifetime.begin();
    const stops = [
      watchViewer(this.session, (viewerId) => void this.viewerChanged(viewerId)),
      reaction(
        () => this.auth.isOpen,
        (open) => {
          if (!open && !this.session.membership) this.afterSignIn = null;
        },
      ),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryClicked(): void {
    void this.load();
  }

  /** "Get the code": a guest signs in first, then gets it. */
  async getCodeClicked(couponId: string): Promise<void> {
    if (!this.session.membership) {
      this.afterSignIn = couponId;
      this.auth.open({ returnPath: null });
      return;
    }
    if (this.getting.has(couponId)) return;
    this.getting.add(couponId);
    this.failures.delete(couponId);
    try {
      const coupon = await this.gateway.download(couponId);
      runInAction(() => (this.coupons = this.coupons.map((known) => (known.id === coupon.id ? coupon : known))));
    } catch (error) {
      runInAction(() => this.failures.set(couponId, this.reasonOf(error)));
      // The coupon ran out or expired meanwhile: what the list says of it is read again.
      if (ApiError.is(error) && (error.status === 409 || error.status === 410)) void this.load();
    } finally {
      runInAction(() => this.getting.delete(couponId));
    }
  }

  async copyClicked(couponId: string): Promise<void> {
    const code = this.coupons.find((coupon) => coupon.id === couponId)?.code;
    if (!code) return;
    if (await this.copier.copy(code)) this.notifier.success(this.i18n.t('coupons.copied'));
    else this.notifier.error(this.i18n.t('coupons.copyFailed'));
  }

  private async viewerChanged(viewerId: string | null): Promise<void> {
    const wanted = this.afterSignIn;
    this.afterSignIn = null;
    this.failures.clear();
    await this.load();
    if (viewerId === null || wanted === null) return;
    const coupon = this.coupons.find((candidate) => candidate.id === wanted);
    if (coupon && coupon.code === null) await this.getCodeClicked(wanted);
  }

  private async load(): Promise<void> {
    const signal = this.lifetime.signal;
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const coupons = await this.gateway.list();
      if (signal.aborted) return;
      runInAction(() => {
        this.coupons = coupons;
        this.status = 'ready';
      });
    } catch (error) {
      if (signal.aborted) return;
      runInAction(() => {
        this.status = 'failed';
        this.failure = errorMessageOf(error, this.i18n);
      });
    }
  }

  private cards(): CouponCard[] {
    const now = this.clock.now();
    return this.coupons.map((coupon) => ({
      id: coupon.id,
      title: coupon.title,
      description: coupon.description,
      imageUrl: coupon.imageUrl,
      expiry: expiryText(coupon, now, this.i18n),
      remaining: remainingText(coupon, this.i18n),
      action: this.actionOf(coupon, now),
      code: coupon.code,
      failure: this.failures.get(coupon.id) ?? null,
    }));
  }

  private actionOf(coupon: Coupon, now: number): CouponAction {
    if (coupon.code !== null) return 'code';
    if (isExpired(coupon, now)) return 'expired';
    if (isExhausted(coupon)) return 'exhausted';
    return this.getting.has(coupon.id) ? 'getting' : 'get';
  }

  private reasonOf(error: unknown): string {
    if (ApiError.is(error) && error.code === 'CouponExhausted') return this.i18n.t('coupons.exhausted');
    if (ApiError.is(error) && error.code === 'CouponExpired') return this.i18n.t('coupons.expired');
    return errorMessageOf(error, this.i18n);
  }
}
