import {
  TELEMETRY_MAX_BYTES,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_RATINGS,
  TELEMETRY_VITAL_NAMES,
  type TelemetryEvent,
} from '../../monitoring/telemetryWire';
import { fail } from '../FakeApiError';
import type { Route, RouteContext } from '../Route';
import { FieldProblems, type JsonObject } from '../rules/validation';
import type { CspViolation, TelemetryRecord } from '../TelemetryRecord';

type Received = TelemetryEvent | CspViolation;

/**
 * `POST /v2/telemetry` takes three bodies, whatever their Content-Type (the app's beacon is `text/plain`):
 * the contract's `{events: [...]}` from the app, and the browser's own CSP violation reports, which the CSP
 * points here: `{"csp-report": {...}}` (`report-uri`, `application/csp-report`) and an array of reports
 * (`report-to`, `application/reports+json`, of which only `csp-violation` ones are kept). No Bearer token is
 * looked at (beacons carry none), and `networkId` is optional (the browser's reports carry none).
 */
export const telemetryRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/telemetry',
    network: 'optional',
    auth: 'ignored',
    handle: async (context) => {
      const received = receivedOf(await bodyOf(context));
      const receivedAt = context.backend.isoNow();
      const networkId = context.hasNetwork ? context.network.customization.id : null;
      context.backend.telemetry.add(
        received.map((event): TelemetryRecord => ({ ...event, id: context.backend.nextId('tel'), receivedAt, networkId })),
      );
      return { status: 202 };
    },
  },
];

async function bodyOf(context: RouteContext): Promise<unknown> {
  const text = await context.request.text();
  if (new TextEncoder().encode(text).length > TELEMETRY_MAX_BYTES) tooLarge();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'InvalidJson', 'The request body is not valid JSON.');
  }
}

function tooLarge(): never {
  return fail(413, 'PayloadTooLarge', `At most ${TELEMETRY_MAX_EVENTS} events and ${TELEMETRY_MAX_BYTES / 1024} KB a call.`);
}

function receivedOf(body: unknown): Received[] {
  if (Array.isArray(body)) return body.flatMap((report) => reportToViolation(report));
  if (!isObject(body)) return fail(400, 'InvalidJson', 'The request body must be a JSON object or an array of reports.');
  if (isObject(body['csp-report'])) return [reportUriViolation(body['csp-report'])];
  return appEvents(body);
}

/** `report-uri`'s `{"csp-report": {...}}`, with the directive's old and new names. */
function reportUriViolation(report: JsonObject): CspViolation {
  return {
    kind: 'csp',
    directive: text(report['effective-directive']) ?? text(report['violated-directive']) ?? '',
    blocked: text(report['blocked-uri']) ?? '',
    path: pathOf(text(report['document-uri'])),
    sample: sampleOf(report['script-sample']),
  };
}

/** The Reporting API's `{type: "csp-violation", url, body: {...}}`; other report types are not telemetry. */
function reportToViolation(report: unknown): CspViolation[] {
  if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return [];
  const body = report.body;
  return [
    {
      kind: 'csp',
      directive: text(body.effectiveDirective) ?? '',
      blocked: text(body.blockedURL) ?? '',
      path: pathOf(text(body.documentURL) ?? text(report.url)),
      sample: sampleOf(body.sample),
    },
  ];
}

function appEvents(body: JsonObject): TelemetryEvent[] {
  const { events } = body;
  if (!Array.isArray(events)) return fail(422, 'ValidationError', 'events must be a list.', { fields: { events: 'events must be a list.' } });
  if (events.length > TELEMETRY_MAX_EVENTS) tooLarge();
  const problems = new FieldProblems();
  const read = events.map((event: unknown, index) => appEvent(event, (field, message) => problems.add(`events[${index}].${field}`, message)));
  problems.throwIfAny();
  return read.filter((event): event is TelemetryEvent => event !== null);
}

function appEvent(event: unknown, problem: (field: string, message: string) => void): TelemetryEvent | null {
  if (!isObject(event)) {
    problem('kind', 'An event must be an object.');
    return null;
  }
  const path = text(event.path);
  if (path === null || !path.startsWith('/') || /[?#]/.test(path)) problem('path', 'path must be a path, without query or fragment.');
  const at = text(event.at);
  if (at === null || Number.isNaN(Date.parse(at))) problem('at', 'at must be an ISO date and time.');
  if (event.kind === 'error') {
    const message = text(event.message);
    if (!message) problem('message', 'message is required.');
    if (event.stack !== undefined && text(event.stack) === null) problem('stack', 'stack must be text.');
    if (!message || path === null || at === null) return null;
    return { kind: 'error', message, ...(typeof event.stack === 'string' ? { stack: event.stack } : {}), path, at };
  }
  if (event.kind === 'vital') {
    const name = TELEMETRY_VITAL_NAMES.find((known) => known === event.name);
    const rating = TELEMETRY_RATINGS.find((known) => known === event.rating);
    const { value } = event;
    if (!name) problem('name', `name must be one of ${TELEMETRY_VITAL_NAMES.join(', ')}.`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) problem('value', 'value must be a number, 0 or more.');
    if (!rating) problem('rating', `rating must be one of ${TELEMETRY_RATINGS.join(', ')}.`);
    if (!name || !rating || typeof value !== 'number' || path === null || at === null) return null;
    return { kind: 'vital', name, value, rating, path, at };
  }
  problem('kind', "kind must be 'error' or 'vital'.");
  return null;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A report's page as a path: its query or fragment may carry tokens. */
function pathOf(url: string | null): string {
  try {
    return new URL(url ?? '').pathname;
  } catch {
    return '/';
  }
}

const SAMPLE_MAX_CHARS = 200;

function sampleOf(value: unknown): string | null {
  const sample = text(value);
  return sample ? sample.slice(0, SAMPLE_MAX_CHARS) : null;
}
