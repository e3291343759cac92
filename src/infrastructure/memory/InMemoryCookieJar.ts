import type { CookieJar, CookieOptions } from '../../application/ports/CookieJar';

export class InMemoryCookieJar implements CookieJar {
  /** What was set, with its options, so tests can check lifetimes. */
  readonly cookies = new Map<string, { value: string; options: CookieOptions }>();

  get(name: string): string | null {
    return this.cookies.get(name)?.value ?? null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.cookies.set(name, { value, options });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
