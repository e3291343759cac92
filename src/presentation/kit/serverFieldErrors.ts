import { ApiError } from '../../application/errors/ApiError';

/**
 * What a 422 `ValidationError` says about the fields a form has (api-contract: `details.fields`, field → message),
 * in the server's words, so each message shows under its field; an error of any other kind gives none. `fields`
 * names the form's fields as the wire does, or maps the wire's names to the form's (`{expiresAt: 'expiresOn'}`).
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[] | Readonly<Record<string, Field>>): Partial<Record<Field, string>> {
  if (!ApiError.is(error, 'ValidationError')) return {};
  const given = error.details.fields;
  if (typeof given !== 'object' || given === null) return {};
  const names: Readonly<Record<string, Field>> = Array.isArray(fields) ? Object.fromEntries(fields.map((field) => [field, field])) : (fields as Readonly<Record<string, Field>>);
  const byField: Partial<Record<Field, string>> = {};
  for (const [name, field] of Object.entries(names)) {
    const message: unknown = (given as Record<string, unknown>)[name];
    if (typeof message === 'string' && message.trim() !== '') byField[field] = message;
  }
  return byField;
}
