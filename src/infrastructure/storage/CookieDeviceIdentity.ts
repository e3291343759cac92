import { COOKIES, type CookieJar } from '../../application/ports/CookieJar';
import type { DeviceIdentity } from '../../application/ports/DeviceIdentity';
import type { RandomSource } from '../../application/ports/RandomSource';
import { lifetimeInDays } from '../../domain/cookies/CookieCatalogue';

/** What a device id made here looks like; anything else in the cookie was not made by this app. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const DEVICE_ID_BYTES = 16;

/**
 * The device id kept in the `device-id` cookie (necessary, 12 months: the cookie catalogue), made on
 * first use. A browser that refuses the cookie still gets one id for the life of the page.
 */
export class CookieDeviceIdentity implements DeviceIdentity {
  private made: string | null = null;

  constructor(
    private readonly cookies: CookieJar,
    private readonly random: RandomSource,
  ) {}

  deviceId(): string {
    const stored = this.cookies.get(COOKIES.deviceId);
    if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
    this.made ??= this.random.token(DEVICE_ID_BYTES);
    this.cookies.set(COOKIES.deviceId, this.made, { days: lifetimeInDays(COOKIES.deviceId) });
    return this.made;
  }
}
