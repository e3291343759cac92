import { fail } from './FakeApiError';

/** QA switches of the fake back end (DESIGN.md "Runtime modes"); persisted with the state. */
export interface Scenarios {
  /** Login answers 202 synchronizing_membership this many times before tokens. */
  signInSynchronizingTimes: number;
  /** The sign-up / SSO exchange stays 'pending' forever. */
  exchangeNeverCompletes: boolean;
  /** The next N GET requests carrying a Bearer token answer 401 (counts down). */
  unauthorizedStorm: number;
  /** A contract call such as 'GET /v2/contents' that answers 500 InternalServerError. */
  failingCall: string | null;
  /** Every answer is delayed by this many milliseconds (only `slowCall`'s when one is chosen). */
  latencyMs: number;
  /** A contract call such as 'GET /v2/memberships/me' that alone answers late (by `latencyMs`), or null for every call. */
  slowCall: string | null;
  /** Every one-time / e-mail code is rejected with 400 InvalidCode. */
  wrongCode: boolean;
  /** Every charge is declined: POST /subscriptions, reactivation and plan changes answer 402 PaymentFailed; renewals fall past due. */
  declineCard: boolean;
  /** Every network's customization answers hostile URLs (`javascript:` SSO authorize URLs, logo, covers). */
  hostileUrls: boolean;
  /** A Google measurement id every network's customization carries (the seed's have none), to try the analytics tag. */
  analyticsTag: string | null;
}

export const DEFAULT_SCENARIOS: Readonly<Scenarios> = Object.freeze({
  signInSynchronizingTimes: 0,
  exchangeNeverCompletes: false,
  unauthorizedStorm: 0,
  failingCall: null,
  latencyMs: 0,
  slowCall: null,
  wrongCode: false,
  declineCard: false,
  hostileUrls: false,
  analyticsTag: null,
});

const COUNT_KEYS = ['signInSynchronizingTimes', 'unauthorizedStorm', 'latencyMs'] as const;
const FLAG_KEYS = ['exchangeNeverCompletes', 'wrongCode', 'declineCard', 'hostileUrls'] as const;

/**
 * Checks a partial update coming over the wire (PUT /__demo/scenarios), so a typo in a Playwright
 * test fails loudly with 422 instead of silently switching nothing.
 */
export function parseScenarioPatch(input: unknown): Partial<Scenarios> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail(422, 'ValidationError', 'Send an object with the scenarios to change.');
  }
  const record = input as Record<string, unknown>;
  const patch: Partial<Scenarios> = {};
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if ((COUNT_KEYS as readonly string[]).includes(key)) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
        patch[key as (typeof COUNT_KEYS)[number]] = value;
      } else {
        problems[key] = 'Must be a whole number, 0 or more.';
      }
    } else if ((FLAG_KEYS as readonly string[]).includes(key)) {
      if (typeof value === 'boolean') patch[key as (typeof FLAG_KEYS)[number]] = value;
      else problems[key] = 'Must be true or false.';
    } else if (key === 'analyticsTag') {
      if (value === null || value === '' || (typeof value === 'string' && /^(?:G|UA)-[A-Za-z0-9-]+$/.test(value))) patch.analyticsTag = value || null;
      else problems[key] = "Must be a measurement id such as 'G-DEMO1234', or null.";
    } else if (key === 'failingCall' || key === 'slowCall') {
      if (value === null || typeof value === 'string') patch[key] = value === '' ? null : value;
      else problems[key] = "Must be a call such as 'GET /v2/contents', or null.";
    } else {
      problems[key] = 'Unknown scenario.';
    }
  }
  if (Object.keys(problems).length > 0) {
    return fail(422, 'ValidationError', 'Some scenarios are not valid.', { fields: problems });
  }
  return patch;
}

/** Fills in switches a state saved by an older build did not know about. */
export function normalizeScenarios(saved: Partial<Scenarios> | undefined): Scenarios {
  return { ...DEFAULT_SCENARIOS, ...(saved ?? {}) };
}
