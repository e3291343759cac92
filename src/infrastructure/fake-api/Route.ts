import type { LiveEventData, LiveEventName } from '../../domain/live/LiveEvent';
import type { FakeBackend } from './FakeBackend';
import { authenticationRequired, fail } from './FakeApiError';
import type { FakeState, LiveAudience, MembershipRecord, NetworkRecord } from './FakeState';
import type { JsonObject } from './rules/validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer before it becomes a `Response`: status plus the JSON envelope (none for 204). */
export interface Reply {
  status: number;
  body?: unknown;
  /** A file answered as it is, not as JSON (an uploaded picture). */
  file?: Blob;
}

/**
 * One call of api-contract.md. `path` is written exactly as in the contract (`/v2/contents/{id}`), so
 * it doubles as the name used by the failingCall scenario ('GET /v2/contents/{id}/comments').
 */
export interface Route {
  method: HttpMethod;
  path: string;
  /** 'required' (default): `?networkId=` must name a network; 'optional': used when present. */
  network?: 'required' | 'optional' | 'none';
  /**
   * 'optional' (default): a Bearer token, when sent, must be good (else 401) and identifies the member;
   * 'required': no member → 401; 'ignored': anonymous endpoints (login, sign-up …) never look at it.
   */
  auth?: 'optional' | 'required' | 'ignored';
  /** true: the viewer must be allowed to read the network (product-spec §6), else 403 `AccessDenied` with the reason. */
  readAccess?: boolean;
  /** Demo-control endpoints: no networkId, no scenarios (a failing call must not break its own switch). */
  control?: boolean;
  handle(context: RouteContext): Reply | Promise<Reply>;
}

export class RouteContext {
  constructor(
    readonly backend: FakeBackend,
    readonly request: Request,
    readonly params: Readonly<Record<string, string>>,
    readonly query: URLSearchParams,
    private readonly resolvedNetwork: NetworkRecord | null,
    /** The member the Bearer token belongs to; null for a guest. */
    readonly viewer: MembershipRecord | null,
  ) {}

  get state(): FakeState {
    return this.backend.state;
  }

  get network(): NetworkRecord {
    return this.resolvedNetwork ?? fail(400, 'MissingNetworkId', 'The networkId query parameter is required.');
  }

  get hasNetwork(): boolean {
    return this.resolvedNetwork !== null;
  }

  /** The signed-in member, or 401 for a guest. */
  member(): MembershipRecord {
    return this.viewer ?? authenticationRequired();
  }

  /** Tells the network's live sockets what this call changed (api-contract.md Live events), once it is done. */
  publish<Name extends LiveEventName>(name: Name, data: LiveEventData[Name], audience: LiveAudience): void {
    this.backend.liveEvents.publish(this.network.customization.id, name, data, audience);
  }

  param(name: string): string {
    return this.params[name] ?? '';
  }

  /** The JSON body as an object; an empty body reads as `{}`. */
  async json(): Promise<JsonObject> {
    const text = await this.request.text();
    if (text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail(400, 'InvalidJson', 'The request body is not valid JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return fail(400, 'InvalidJson', 'The request body must be a JSON object.');
    }
    return parsed as JsonObject;
  }
}

export function data(value: unknown, extra: Record<string, unknown> = {}, status = 200): Reply {
  return { status, body: { data: value, ...extra } };
}

export function message(text: string): Reply {
  return { status: 200, body: { message: text } };
}

export function noContent(): Reply {
  return { status: 204 };
}
