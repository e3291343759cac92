import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpAuthGateway } from '../infrastructure/http/HttpAuthGateway';
import { CookieDeviceIdentity } from '../infrastructure/storage/CookieDeviceIdentity';

/**
 * The HTTP auth gateway and the device id its sign-in calls carry (kept in the `device-id` cookie),
 * loaded on the gateway's first call so that neither weighs on the first load (DESIGN.md). Ports
 * already bound (tests and QA bind their own) are kept.
 */
export function createHttpAuthGateway(container: Container, client: ApiClient): HttpAuthGateway {
  if (!container.isBound(ports.RANDOM_SOURCE)) container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource());
  if (!container.isBound(ports.DEVICE_IDENTITY)) {
    container.bind(ports.DEVICE_IDENTITY).toResolvedValue((cookies: ports.CookieJar, random: ports.RandomSource) => new CookieDeviceIdentity(cookies, random), [ports.COOKIE_JAR, ports.RANDOM_SOURCE]);
  }
  return new HttpAuthGateway(client, container.get<ports.DeviceIdentity>(ports.DEVICE_IDENTITY));
}
