import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Monitoring } from '../application/ports/Monitoring';
import { NETWORK_SCOPE, type NetworkScope } from '../application/session/NetworkScope';
import { BeaconTelemetryTransport } from '../infrastructure/monitoring/BeaconTelemetryTransport';
import { MonitoringSession } from '../infrastructure/monitoring/MonitoringSession';
import { TelemetryMonitoring } from '../infrastructure/monitoring/TelemetryMonitoring';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import type { AppConfig } from './config';

/**
 * The monitoring of the http and demo builds, a chunk of its own (`lazyMonitoring`): loaded when monitoring
 * first starts, after the visitor accepted the performance cookies. It reports to `POST /v2/telemetry` of the
 * app's API (in demo mode the embedded fake back end's, which the demo panel lists).
 */
export function createTelemetryMonitoring(container: Container, config: AppConfig): Monitoring {
  const get = <T,>(token: symbol) => container.get<T>(token);
  if (!container.isBound(ports.PAGE_VISIBILITY)) container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility());
  return new TelemetryMonitoring(
    new BeaconTelemetryTransport(config.apiBaseUrl),
    get<NetworkScope>(NETWORK_SCOPE),
    new MonitoringSession(get(ports.COOKIE_JAR), get(ports.RANDOM_SOURCE), get(ports.CLOCK)),
    get(ports.CLOCK),
    get(ports.PAGE_VISIBILITY),
    window,
  );
}
