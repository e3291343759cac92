import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { PreparePicture } from '../../../src/application/usecases/content/PreparePicture';
import type { Coupon } from '../../../src/domain/coupons/Coupon';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryCouponGateway } from '../../../src/infrastructure/memory/InMemoryCouponGateway';
import { InMemoryPictureResizer } from '../../../src/infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../../../src/infrastructure/memory/InMemoryPictureUploader';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { registerContentMessages } from '../../../src/presentation/content/contentMessages';
import { endOfDay, ManageCouponsPresenter } from '../../../src/presentation/coupons/ManageCouponsPresenter';
import { registerCouponsMessages } from '../../../src/presentation/coupons/couponsMessages';
import { I18n } from '../../../src/presentation/i18n/I18n';

const NOW = new Date('2026-11-28T10:00:00').getTime();
const SEED: Coupon[] = [{ id: 'cpn-coffee', title: 'A coffee', description: null, imageUrl: null, expiresAt: null, remaining: null, code: null }];

async function manager() {
  const coupons = new InMemoryCouponGateway(SEED);
  coupons.role = 'network_manager';
  coupons.now = () => NOW;
  const uploader = new InMemoryPictureUploader();
  const notifier = new RecordingNotifier();
  const i18n = new I18n(new InMemoryCookieJar());
  registerContentMessages(i18n);
  registerCouponsMessages(i18n);
  const page = new ManageCouponsPresenter(coupons, new PreparePicture(new InMemoryPictureResizer()), uploader, notifier, new ManualClock(NOW), i18n);
  page.mount();
  await vi.waitFor(() => expect(page.status).toBe('ready'));
  return { coupons, uploader, notifier, page };
}

describe('ManageCouponsPresenter', () => {
  it('lists the network’s coupons with their expiry and what is left', async () => {
    const { page } = await manager();
    expect(page.items).toEqual([{ id: 'cpn-coffee', title: 'A coffee', summary: 'No expiry date · Unlimited' }]);
  });

  it('says which fields need the manager before sending anything, and where to look first', async () => {
    const { page, coupons } = await manager();
    page.titleTyped('  ');
    page.expiryChosen('2026-11-27');
    page.quantityTyped('2.5');
    await page.createSubmitted();
    expect(page.errors).toEqual({ title: 'Give the coupon a title.', expiresOn: 'Choose today or a later day.', quantity: 'A whole number from 1 to 100,000.' });
    expect(page.firstInvalidField).toBe('title');
    expect(page.invalidAttempt).toBe(1);
    expect(coupons.callsOf('create')).toEqual([]);

    page.titleTyped('Race entry');
    expect(page.errors.title).toBeUndefined();
  });

  it('creates a coupon with its picture, last day and number of codes, lists it first and empties the form', async () => {
    const { page, coupons, uploader, notifier } = await manager();
    page.titleTyped(' Race entry ');
    page.descriptionTyped('For the Harbour 10K.');
    page.expiryChosen('2026-12-31');
    page.quantityTyped('50');
    const choosing = page.picture.chosen(new Blob([new Uint8Array(64)], { type: 'image/png' }));
    await vi.waitFor(() => expect(uploader.pending).toHaveLength(1));
    await page.createSubmitted();
    expect(page.errors.picture).toBe('Wait until the picture is sent.');
    const sent = uploader.finish();
    await choosing;

    await page.createSubmitted();
    expect(coupons.callsOf('create')).toEqual([
      [{ title: 'Race entry', description: 'For the Harbour 10K.', imageUrl: sent.url, expiresAt: endOfDay('2026-12-31')?.toISOString(), quantity: 50 }],
    ]);
    expect(page.items.map((item) => item.title)).toEqual(['Race entry', 'A coffee']);
    expect([page.title, page.description, page.expiresOn, page.quantity, page.picture.url]).toEqual(['', '', '', '', '']);
    expect(page.createdCount).toBe(1);
    expect(notifier.toasts).toEqual([{ kind: 'success', message: 'Coupon “Race entry” created.' }]);
  });

  it('keeps what was typed when the server refuses, with its reasons on the fields or in words', async () => {
    const { page, coupons } = await manager();
    page.titleTyped('Race entry');
    coupons.failNext('create', new ApiError(422, 'ValidationError', 'Invalid.', { fields: { expiresAt: 'The expiry must be in the future.', imageUrl: 'The picture must be one uploaded to this network.' } }));
    await page.createSubmitted();
    expect(page.errors).toEqual({ expiresOn: 'The expiry must be in the future.', picture: 'The picture must be one uploaded to this network.' });
    expect(page.title).toBe('Race entry');

    coupons.failNext('create', new ApiError(403, 'Forbidden', 'Only network managers can create or delete coupons.'));
    await page.createSubmitted();
    expect(page.createFailure).toBe('Only network managers can create or delete coupons.');
    expect(page.title).toBe('Race entry');
  });

  it('deletes a coupon only once the manager confirms, and says so', async () => {
    const { page, coupons, notifier } = await manager();
    page.deleteAsked('cpn-coffee');
    expect(page.deletion?.title).toBe('A coffee');
    page.deletionCancelled();
    expect(page.deletion).toBeNull();
    expect(coupons.callsOf('delete')).toEqual([]);

    page.deleteAsked('cpn-coffee');
    await page.deletionConfirmed();
    expect(coupons.callsOf('delete')).toEqual([['cpn-coffee']]);
    expect(page.items).toEqual([]);
    expect(notifier.toasts).toEqual([{ kind: 'success', message: 'Coupon “A coffee” deleted.' }]);
  });

  it('keeps a coupon whose deletion failed, with the reason', async () => {
    const { page, coupons } = await manager();
    coupons.failNext('delete', new ApiError(0, ApiError.NETWORK, 'offline'));
    page.deleteAsked('cpn-coffee');
    await page.deletionConfirmed();
    expect(page.items).toHaveLength(1);
    expect(page.deleteFailure).toBe('The server could not be reached. Check your connection and try again.');
  });
});

describe('endOfDay', () => {
  it('is the last second of the chosen day where the manager is; anything else is no day', () => {
    expect(endOfDay('2026-12-31')?.getTime()).toBe(new Date(2026, 11, 31, 23, 59, 59).getTime());
    expect(endOfDay('31/12/2026')).toBeNull();
    expect(endOfDay('')).toBeNull();
  });
});
