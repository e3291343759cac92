import { FieldProblems } from './validation';

export interface Paging {
  limit: number;
  offset: number;
}

const MAX_LIMIT = 100;

/** `?limit=&offset=` of the contract's lists; a value out of range is a 422 naming the parameter. */
export function readPaging(query: URLSearchParams, defaultLimit = 20): Paging {
  const problems = new FieldProblems();
  const limit = Number(query.get('limit') ?? String(defaultLimit));
  const offset = Number(query.get('offset') ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) problems.add('limit', `The limit must be between 1 and ${MAX_LIMIT}.`);
  if (!Number.isInteger(offset) || offset < 0) problems.add('offset', 'The offset must be 0 or more.');
  problems.throwIfAny();
  return { limit, offset };
}

/** One page of an already ordered list, with the `metadata.total` of the whole list. */
export function pageOf<T>(items: readonly T[], { limit, offset }: Paging): { items: T[]; total: number } {
  return { items: items.slice(offset, offset + limit), total: items.length };
}
