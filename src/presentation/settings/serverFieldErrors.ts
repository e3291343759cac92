import { ApiError } from '../../application/errors/ApiError';

/**
 * What a 422 `ValidationError` says about the fields a form has (api-contract: `details.fields`, field → message),
 * in the server's words, so each message shows under its field; an error of any other kind gives none.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  if (!ApiError.is(error, 'ValidationError')) return {};
  const given = error.details.fields;
  if (typeof given !== 'object' || given === null) return {};
  const byField: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message: unknown = (given as Record<string, unknown>)[field];
    if (typeof message === 'string' && message.trim() !== '') byField[field] = message;
  }
  return byField;
}
