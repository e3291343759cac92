// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import type { CookieJar } from '../../../src/application/ports/CookieJar';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryDeviceIdentity } from '../../../src/infrastructure/memory/InMemoryDeviceIdentity';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { CryptoRandomSource } from '../../../src/infrastructure/identity/CryptoRandomSource';
import { BrowserCookieJar } from '../../../src/infrastructure/storage/BrowserCookieJar';
import { CookieDeviceIdentity } from '../../../src/infrastructure/storage/CookieDeviceIdentity';

const TWELVE_MONTHS_IN_DAYS = 365;

/** A browser that refuses cookies: setting one changes nothing. */
class RefusingCookieJar implements CookieJar {
  get(): string | null {
    return null;
  }
  set(): void {}
  remove(): void {}
}

describe('CookieDeviceIdentity', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('makes a random id on first use and keeps it in the device-id cookie for 12 months', () => {
    const cookies = new InMemoryCookieJar();
    const device = new CookieDeviceIdentity(cookies, new SequenceRandomSource(['a1b2c3d4e5f60718', 'never-used-0000']));

    expect(device.deviceId()).toBe('a1b2c3d4e5f60718');
    expect(device.deviceId()).toBe('a1b2c3d4e5f60718');
    expect(cookies.cookies.get('device-id')?.value).toBe('a1b2c3d4e5f60718');
    expect(cookies.cookies.get('device-id')?.options.days).toBeCloseTo(TWELVE_MONTHS_IN_DAYS, 10);
  });

  it('is one per browser: another page (or network) reads the id already in the cookie', () => {
    const cookies = new InMemoryCookieJar();
    const first = new CookieDeviceIdentity(cookies, new SequenceRandomSource(['first-page-id-0001']));
    const second = new CookieDeviceIdentity(cookies, new SequenceRandomSource(['second-page-id-002']));

    expect(second.deviceId()).toBe(first.deviceId());
  });

  it('replaces a cookie value it did not make', () => {
    const cookies = new InMemoryCookieJar();
    cookies.set('device-id', '<script>');
    const device = new CookieDeviceIdentity(cookies, new SequenceRandomSource(['clean-device-id-01']));

    expect(device.deviceId()).toBe('clean-device-id-01');
    expect(cookies.get('device-id')).toBe('clean-device-id-01');
  });

  it('keeps one id for the life of the page when the browser refuses the cookie', () => {
    const device = new CookieDeviceIdentity(new RefusingCookieJar(), new SequenceRandomSource(['page-only-id-0001', 'page-only-id-0002']));

    expect([device.deviceId(), device.deviceId()]).toEqual(['page-only-id-0001', 'page-only-id-0001']);
  });

  it('in a real document: a first-party cookie with an unguessable id', () => {
    const id = new CookieDeviceIdentity(new BrowserCookieJar(), new CryptoRandomSource()).deviceId();

    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(Cookies.get('device-id')).toBe(id);
    expect(new CookieDeviceIdentity(new BrowserCookieJar(), new CryptoRandomSource()).deviceId()).toBe(id);
  });
});

describe('InMemoryDeviceIdentity', () => {
  it('answers the id it was given, always', () => {
    const device = new InMemoryDeviceIdentity('device-test-0001');
    expect([device.deviceId(), device.deviceId()]).toEqual(['device-test-0001', 'device-test-0001']);
    expect(new InMemoryDeviceIdentity().deviceId()).toEqual(expect.any(String));
  });
});
