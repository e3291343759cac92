import { createHash } from 'node:crypto';

/** The CSP source that allows one inline script, by its text's hash, and nothing else inline. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
