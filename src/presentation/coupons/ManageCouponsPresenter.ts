import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { CouponGateway } from '../../application/ports/CouponGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import { COUPON_DESCRIPTION_MAX, COUPON_QUANTITY_MAX, COUPON_TITLE_MAX, type Coupon, type CouponDraft } from '../../domain/coupons/Coupon';
import { COVER_FRAME } from '../../domain/pictures/PictureLimits';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import { serverFieldErrors } from '../kit/serverFieldErrors';
import { PictureSending } from '../pictures';
import { expiryText, remainingText } from './couponWords';
import './couponsMessages';

export type CouponField = 'title' | 'description' | 'expiresOn' | 'quantity' | 'picture';

/** A coupon as the manager's list shows it. */
export interface ManagedCoupon {
  id: string;
  title: string;
  /** "Valid until …" or "Expired on …" or "No expiry date", then what is left. */
  summary: string;
}

/** The form's fields by the contract's names (`imageUrl` is the picture, `expiresAt` the day). */
const COUPON_WIRE_FIELDS = { title: 'title', description: 'description', expiresAt: 'expiresOn', quantity: 'quantity', imageUrl: 'picture' } as const satisfies Record<string, CouponField>;

/** The day a coupon's expiry falls on (`yyyy-mm-dd`) becomes the end of that day where the manager is. */
export function endOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end;
}

/**
 * `/:slug/manage/coupons`: a manager's list of the network's coupons, with a form to create one (title, description,
 * a picture sent through the picture upload, the last day it is valid, how many codes) and a delete that asks first.
 * Creating waits for the server (its answer is the coupon members will see); a refusal keeps what was typed, with
 * the server's reasons field by field.
 */
export class ManageCouponsPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadFailure = '';
  private coupons: Coupon[] = [];

  title = '';
  description = '';
  expiresOn = '';
  quantity = '';
  picture: PictureSending;
  errors: Partial<Record<CouponField, string>> = {};
  creating = false;
  createFailure = '';
  /** Bumped at each refused submit, so the view moves focus to the first field in error. */
  invalidAttempt = 0;
  /** Bumped at each coupon created, so the view puts the caret back in the emptied title. */
  createdCount = 0;

  /** The coupon the manager asked to delete, waiting for their confirmation. */
  deletion: ManagedCoupon | null = null;
  deleting = false;
  deleteFailure = '';

  constructor(
    private readonly gateway: Pick<CouponGateway, 'list' | 'create' | 'delete'>,
    private readonly preparePicture: Pick<PreparePicture, 'execute'>,
    private readonly uploader: Pick<PictureUploader, 'upload'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    this.picture = this.newPicture();
    makeAutoObservable<ManageCouponsPresenter, 'gateway' | 'preparePicture' | 'uploader' | 'notifier' | 'clock' | 'i18n'>(
      this,
      { gateway: false, preparePicture: false, uploader: false, notifier: false, clock: false, i18n: false },
      { autoBind: true },
    );
  }

  /** The first field a refused submit points at, in the form's order. */
  get firstInvalidField(): CouponField | null {
    return (['title', 'description', 'picture', 'expiresOn', 'quantity'] as const).find((field) => this.errors[field]) ?? null;
  }

  get items(): ManagedCoupon[] {
    const now = this.clock.now();
    return this.coupons.map((coupon) => ({ id: coupon.id, title: coupon.title, summary: `${expiryText(coupon, now, this.i18n)} · ${remainingText(coupon, this.i18n)}` }));
  }

  mount(): void {
    void this.load();
  }

  retryLoadClicked(): void {
    void this.load();
  }

  titleTyped(value: string): void {
    this.title = value;
    this.clearError('title');
  }

  descriptionTyped(value: string): void {
    this.description = value;
    this.clearError('description');
  }

  expiryChosen(day: string): void {
    this.expiresOn = day;
    this.clearError('expiresOn');
  }

  quantityTyped(value: string): void {
    this.quantity = value;
    this.clearError('quantity');
  }

  async createSubmitted(): Promise<void> {
    if (this.creating) return;
    this.createFailure = '';
    const draft = this.validDraft();
    if (!draft) {
      this.invalidAttempt++;
      return;
    }
    this.creating = true;
    try {
      const coupon = await this.gateway.create(draft);
      runInAction(() => {
        this.coupons = [coupon, ...this.coupons.filter((known) => known.id !== coupon.id)];
        this.resetForm();
        this.createdCount++;
      });
      this.notifier.success(this.i18n.t('coupons.manage.created', { title: coupon.title }));
    } catch (error) {
      runInAction(() => {
        const fields = serverFieldErrors(error, COUPON_WIRE_FIELDS);
        if (Object.keys(fields).length > 0) {
          this.errors = fields;
          this.invalidAttempt++;
        } else this.createFailure = errorMessageOf(error, this.i18n);
      });
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  deleteAsked(couponId: string): void {
    this.deletion = this.items.find((item) => item.id === couponId) ?? null;
    this.deleteFailure = '';
  }

  deletionCancelled(): void {
    if (!this.deleting) this.deletion = null;
  }

  async deletionConfirmed(): Promise<void> {
    const deletion = this.deletion;
    if (!deletion || this.deleting) return;
    this.deleting = true;
    try {
      await this.gateway.delete(deletion.id);
      runInAction(() => (this.coupons = this.coupons.filter((coupon) => coupon.id !== deletion.id)));
      this.notifier.success(this.i18n.t('coupons.manage.deleted', { title: deletion.title }));
    } catch (error) {
      // Already gone (deleted from another device): the list drops it all the same.
      if (ApiError.is(error) && error.status === 404) runInAction(() => (this.coupons = this.coupons.filter((coupon) => coupon.id !== deletion.id)));
      else runInAction(() => (this.deleteFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => {
        this.deleting = false;
        this.deletion = null;
      });
    }
  }

  private async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const coupons = await this.gateway.list();
      runInAction(() => {
        this.coupons = coupons;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }

  /** The draft to send, or null with the reasons on the fields. */
  private validDraft(): CouponDraft | null {
    const errors: Partial<Record<CouponField, string>> = {};
    const title = this.title.trim();
    const description = this.description.trim();
    if (!title) errors.title = this.i18n.t('coupons.manage.titleRequired');
    else if (title.length > COUPON_TITLE_MAX) errors.title = this.i18n.t('coupons.manage.tooLong', { max: COUPON_TITLE_MAX });
    if (description.length > COUPON_DESCRIPTION_MAX) errors.description = this.i18n.t('coupons.manage.tooLong', { max: COUPON_DESCRIPTION_MAX });
    let expiresAt: string | undefined;
    if (this.expiresOn) {
      const end = endOfDay(this.expiresOn);
      if (!end) errors.expiresOn = this.i18n.t('coupons.manage.dateInvalid');
      else if (end.getTime() <= this.clock.now()) errors.expiresOn = this.i18n.t('coupons.manage.datePast');
      else expiresAt = end.toISOString();
    }
    let quantity: number | undefined;
    if (this.quantity.trim()) {
      const value = Number(this.quantity.trim());
      if (!Number.isInteger(value) || value < 1 || value > COUPON_QUANTITY_MAX) errors.quantity = this.i18n.t('coupons.manage.quantityInvalid', { max: COUPON_QUANTITY_MAX.toLocaleString(this.i18n.locale) });
      else quantity = value;
    }
    if (this.picture.unsent) errors.picture = this.i18n.t(this.picture.busy ? 'coupons.manage.pictureBusy' : 'coupons.manage.pictureFailed');
    this.errors = errors;
    if (Object.keys(errors).length > 0) return null;
    return {
      title,
      ...(description ? { description } : {}),
      ...(this.picture.url ? { imageUrl: this.picture.url } : {}),
      ...(expiresAt ? { expiresAt } : {}),
      ...(quantity !== undefined ? { quantity } : {}),
    };
  }

  private resetForm(): void {
    this.title = '';
    this.description = '';
    this.expiresOn = '';
    this.quantity = '';
    this.errors = {};
    this.picture = this.newPicture();
  }

  private clearError(field: CouponField): void {
    if (!this.errors[field]) return;
    const rest = { ...this.errors };
    delete rest[field];
    this.errors = rest;
  }

  private newPicture(): PictureSending {
    return new PictureSending(this.i18n, this.preparePicture, this.uploader, COVER_FRAME, '', () => this.clearError('picture'));
  }
}
