/**
 * The one error type that crosses the wire edge. `status` is the HTTP status, or 0 when no answer
 * arrived (timeout, network failure). `code` is the `error.code` of the failure envelope, or one of
 * the client-side codes below. `message` is human readable and is what an error toast shows.
 */
export class ApiError extends Error {
  static readonly TIMEOUT = 'Timeout';
  static readonly NETWORK = 'NetworkUnavailable';
  static readonly MALFORMED = 'MalformedResponse';
  static readonly ABORTED = 'Aborted';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** A 429 or 503 whose `Retry-After` said when to ask again: that long from when it came. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static is(error: unknown, code?: string): error is ApiError {
    return error instanceof ApiError && (code === undefined || error.code === code);
  }

  /** No answer arrived: offline, or the server is down. A temporary failure: trying again may work. */
  static unreachable(): ApiError {
    return new ApiError(0, ApiError.NETWORK, 'The server could not be reached. Check your connection and try again.');
  }

  /** 403 AccessDenied: the forbidden-access event of the spec. */
  get isAccessDenied(): boolean {
    return this.status === 403 && this.code === 'AccessDenied';
  }

  /** The reason of an AccessDenied, when the server gave one (HandleForbiddenAccess applies the default). */
  get accessDenyReason(): string | null {
    const reason = this.details.reason;
    return this.isAccessDenied && typeof reason === 'string' && reason ? reason : null;
  }
}
