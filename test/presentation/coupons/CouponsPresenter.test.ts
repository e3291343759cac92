import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { Coupon } from '../../../src/domain/coupons/Coupon';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryCouponGateway } from '../../../src/infrastructure/memory/InMemoryCouponGateway';
import { InMemoryTextCopier } from '../../../src/infrastructure/memory/InMemoryTextCopier';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { CouponsPresenter } from '../../../src/presentation/coupons/CouponsPresenter';
import { registerCouponsMessages } from '../../../src/presentation/coupons/couponsMessages';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { observable, observableRef, runInAction } from 'mobx';

const NOW = Date.parse('2026-11-28T10:00:00Z');

const coupon = (fields: Partial<Coupon> & Pick<Coupon, 'id' | 'title'>): Coupon => ({
  description: null,
  imageUrl: null,
  expiresAt: null,
  remaining: null,
  code: null,
  ...fields,
});

const SEED = [
  coupon({ id: 'cpn-shoes', title: '20% off running shoes', description: 'At Molo Sport.', expiresAt: '2026-12-31T23:00:00Z', remaining: 12 }),
  coupon({ id: 'cpn-last', title: 'Free massage', remaining: 1 }),
  coupon({ id: 'cpn-gone', title: 'Race entry', remaining: 0 }),
  coupon({ id: 'cpn-old', title: 'Summer drinks', expiresAt: '2026-09-01T00:00:00Z', remaining: 40 }),
];

function presenter({ signedIn = true, listFails = false } = {}) {
  const coupons = new InMemoryCouponGateway(SEED);
  if (listFails) coupons.failNext('list', new ApiError(0, ApiError.NETWORK, 'offline'));
  coupons.now = () => NOW;
  coupons.signedIn = signedIn;
  const member = sampleMembership({ networkId: 'net-1' });
  const session = observable({ membership: signedIn ? member : null }, { membership: observableRef });
  const auth = observable({ isOpen: false, open: () => runInAction(() => (auth.isOpen = true)) });
  const copier = new InMemoryTextCopier();
  const notifier = new RecordingNotifier();
  const i18n = new I18n(new InMemoryCookieJar());
  registerCouponsMessages(i18n);
  const page = new CouponsPresenter(coupons, session, auth, copier, notifier, new ManualClock(NOW), i18n);
  const signIn = () =>
    runInAction(() => {
      coupons.signedIn = true;
      session.membership = member;
      auth.isOpen = false;
    });
  return { coupons, session, auth, copier, notifier, page, signIn, unmount: page.mount() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CouponsPresenter', () => {
  it('lists the valid coupons as cards and the expired ones apart, each in words', async () => {
    const { page } = presenter();
    await settle();
    expect(page.status).toBe('ready');
    expect(page.current.map(({ title, expiry, remaining, action }) => ({ title, expiry, remaining, action }))).toEqual([
      { title: '20% off running shoes', expiry: 'Valid until December 31, 2026', remaining: '12 left', action: 'get' },
      { title: 'Free massage', expiry: 'No expiry date', remaining: '1 left', action: 'get' },
      { title: 'Race entry', expiry: 'No expiry date', remaining: 'None left', action: 'exhausted' },
    ]);
    expect(page.expired.map(({ title, expiry, action }) => ({ title, expiry, action }))).toEqual([{ title: 'Summer drinks', expiry: 'Expired on September 1, 2026', action: 'expired' }]);
  });

  it('gets a member the code, shown on the card and kept there', async () => {
    const { page, coupons } = presenter();
    await settle();
    const getting = page.getCodeClicked('cpn-shoes');
    expect(page.current[0]?.action).toBe('getting');
    await getting;
    expect(page.current[0]).toMatchObject({ action: 'code', code: expect.stringMatching(/\S{6,}/), remaining: '11 left' });
    expect(coupons.callsOf('download')).toEqual([['cpn-shoes']]);
  });

  it('says in words that a coupon ran out or expired meanwhile, and reads the list again', async () => {
    const { page, coupons } = presenter();
    await settle();
    coupons.failNext('download', new ApiError(409, 'CouponExhausted', 'No codes left.'));
    await page.getCodeClicked('cpn-last');
    expect(page.current[1]?.failure).toBe('All the codes of this coupon have been taken.');
    expect(coupons.callsOf('list')).toHaveLength(2);

    coupons.failNext('download', new ApiError(410, 'CouponExpired', 'Expired.'));
    await page.getCodeClicked('cpn-shoes');
    expect(page.current[0]?.failure).toBe('This coupon has expired.');
  });

  it('asks a guest to sign in, then gets the code they asked for', async () => {
    const { page, auth, coupons, signIn } = presenter({ signedIn: false });
    await settle();
    await page.getCodeClicked('cpn-shoes');
    expect(auth.isOpen).toBe(true);
    expect(coupons.callsOf('download')).toEqual([]);

    signIn();
    await settle();
    await settle();
    expect(coupons.callsOf('download')).toEqual([['cpn-shoes']]);
    expect(page.current[0]?.action).toBe('code');
  });

  it('forgets a guest’s coupon when the sign-in is closed without signing in', async () => {
    const { page, auth, coupons, signIn } = presenter({ signedIn: false });
    await settle();
    await page.getCodeClicked('cpn-shoes');
    runInAction(() => (auth.isOpen = false));
    signIn();
    await settle();
    expect(coupons.callsOf('download')).toEqual([]);
  });

  it('copies the code with a toast, and says so when the browser will not', async () => {
    const { page, copier, notifier } = presenter();
    await settle();
    await page.getCodeClicked('cpn-shoes');
    const code = page.current[0]?.code;
    await page.copyClicked('cpn-shoes');
    expect(copier.copied).toEqual([code]);
    copier.refuses = true;
    await page.copyClicked('cpn-shoes');
    expect(notifier.toasts).toEqual([
      { kind: 'success', message: 'Code copied.' },
      { kind: 'error', message: 'The code could not be copied: select it and copy it by hand.' },
    ]);
  });

  it('says when the coupons could not be read, and reads them again on Retry', async () => {
    const { page } = presenter({ listFails: true });
    await settle();
    expect(page.status).toBe('failed');
    expect(page.failure).toBe('The server could not be reached. Check your connection and try again.');

    page.retryClicked();
    await settle();
    expect(page.status).toBe('ready');
    expect(page.current).toHaveLength(3);
  });
});
