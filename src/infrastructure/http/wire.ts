import { ApiError } from '../../application/errors/ApiError';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Tokens } from '../../domain/auth/Tokens';
import { checkedUrlReference } from '../../domain/security/SafeUrl';

/**
 * Readers that turn an untrusted JSON value into a typed one, or throw ApiError MalformedResponse
 * naming the field. Gateways build their wire-to-domain conversions from these.
 */
export type Reader<T> = (value: unknown, field: string) => T;

export function malformedAnswer(field: string): ApiError {
  return new ApiError(0, ApiError.MALFORMED, 'The server sent an answer the app could not read.', { field });
}

export const readRecord: Reader<Record<string, unknown>> = (value, field) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformedAnswer(field);
  return value as Record<string, unknown>;
};

export const readString: Reader<string> = (value, field) => {
  if (typeof value !== 'string') throw malformedAnswer(field);
  return value;
};

export const readId: Reader<string> = (value, field) => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return readString(value, field);
};

export const readNumber: Reader<number> = (value, field) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw malformedAnswer(field);
  return value;
};

export const readBoolean: Reader<boolean> = (value, field) => {
  if (typeof value !== 'boolean') throw malformedAnswer(field);
  return value;
};

/** An ISO-8601 date or date-time (api-contract.md "Dates are ISO-8601 strings") that names a real instant. */
export const readIsoDate: Reader<string> = (value, field) => {
  const raw = readString(value, field);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(Date.parse(raw))) throw malformedAnswer(field);
  return raw;
};

/**
 * A URL the app will render or follow (a cover, a logo, an ad's link), in the form that was checked
 * (domain/security/SafeUrl checkedUrlReference), never as sent: null when it is not safe (`javascript:`,
 * `data:`, plain http away from loopback…), so the page shows nothing for it rather than a broken or
 * hostile request. A relative one stays on the app.
 */
export const readSafeUrl: Reader<string | null> = (value, field) => checkedUrlReference(readString(value, field));

export function readNullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value, field) => (value === null || value === undefined ? null : reader(value, field));
}

export function readOptional<T>(reader: Reader<T>): Reader<T | undefined> {
  return (value, field) => (value === null || value === undefined ? undefined : reader(value, field));
}

export function readArray<T>(item: Reader<T>): Reader<T[]> {
  return (value, field) => {
    if (!Array.isArray(value)) throw malformedAnswer(field);
    return value.map((entry, index) => item(entry, `${field}[${index}]`));
  };
}

/** Reads one list of an answer (`list` names it in reports): see listReaderOf. */
export type ListReader = <T>(list: string, item: Reader<T>) => Reader<T[]>;

/**
 * The readers of the lists of answers (feed, comments, chat, invoices…): an item that does not fit is left out and
 * the others are read, since one bad item must not blank a page. Each kind of failure is reported to monitoring
 * once per list and field (`authorName` of `contents`, whichever item), naming the first item met, so that a poll
 * meeting it again, or a page of many such items, stays quiet. An answer that is no list is still MalformedResponse.
 * A gateway makes one and keeps it: it remembers what it reported.
 */
export function listReaderOf(monitoring: Pick<Monitoring, 'reportError'>): ListReader {
  const reported = new Set<string>();
  return (list, item) => (value, field) => {
    if (!Array.isArray(value)) throw malformedAnswer(field);
    return value.flatMap((entry, index) => {
      const name = `${field}[${index}]`;
      try {
        return [item(entry, name)];
      } catch (error) {
        if (!ApiError.is(error, ApiError.MALFORMED)) throw error;
        const failed = String(error.details.field);
        const unreadable = (failed.startsWith(name) ? failed.slice(name.length + 1) : failed).replace(/\[\d+\]/g, '[]') || 'the item';
        if (!reported.has(`${list} ${unreadable}`)) {
          reported.add(`${list} ${unreadable}`);
          const id = (entry as { id?: unknown } | null | undefined)?.id;
          const itemId = typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : 'unknown';
          monitoring.reportError({ message: `An item of ${list} was left out: ${unreadable} could not be read (id ${itemId}).` });
        }
        return [];
      }
    });
  };
}

/** How many items of a list answer were left out as unreadable (`read`: what was kept of it). */
export function skippedOf(value: unknown, read: readonly unknown[]): number {
  return Array.isArray(value) ? value.length - read.length : 0;
}

export function readOneOf<T extends string>(allowed: readonly T[]): Reader<T> {
  return (value, field) => {
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw malformedAnswer(field);
    return value as T;
  };
}

/** Reads `record[key]` with `reader`, naming the field `parent.key` in errors. */
export function field<T>(record: Record<string, unknown>, key: string, reader: Reader<T>, parent = 'data'): T {
  return reader(record[key], `${parent}.${key}`);
}

export function parseTokens(value: unknown, name = 'data'): Tokens {
  const data = readRecord(value, name);
  const tokens: Tokens = {
    accessToken: field(data, 'accessToken', readString, name),
    refreshToken: field(data, 'refreshToken', readString, name),
  };
  const chatToken = field(data, 'chatToken', readOptional(readString), name);
  const chatTokenV2 = field(data, 'chatTokenV2', readOptional(readString), name);
  if (chatToken !== undefined) tokens.chatToken = chatToken;
  if (chatTokenV2 !== undefined) tokens.chatTokenV2 = chatTokenV2;
  return tokens;
}

/** Reads the fields of one JSON object, naming each `name.key` in errors. */
export function fieldsOf(value: unknown, name: string): <T>(key: string, reader: Reader<T>) => T {
  const record = readRecord(value, name);
  return (key, reader) => reader(record[key], `${name}.${key}`);
}
