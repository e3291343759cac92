import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeSitePath } from '../../../src/domain/security/SafeSitePath';

describe('safeSitePath', () => {
  it.each(['/', '/x', '/x?y=1#z', '/x?next=../y#../z', '/releases/v1.2/notes', '/contents/..draft', '/a/.well-known', '/%2e%2ex', '/contents/42', '/search?q=a%2Fb', '/share?url=https%3A%2F%2Fexample.com', '/100%25', '/100%', '/caf%C3%A9'])(
    'accepts %o',
    (path) => {
      expect(safeSitePath(path)).toBe(path);
    },
  );

  it.each<[string, string | null | undefined]>([
    ['nothing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil'],
    ['absolute URL', 'https://evil'],
    ['slash backslash', '/\\evil'],
    ['double backslash', '\\\\evil'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative without slash', 'contents/42'],
    ['encoded slashes after a slash', '/%2F%2Fevil'],
    ['encoded slash after a slash', '/%2Fevil'],
    ['encoded slashes only', '%2F%2Fevil'],
    ['lower-case encoded slashes', '/%2f%2fevil'],
    ['encoded backslash', '/%5Cevil'],
    ['doubly encoded slashes', '/%252F%252Fevil'],
    ['triply encoded slashes', '/%25252F%25252Fevil'],
    ['leading space', ' /x'],
    ['trailing space', '/x '],
    ['tab between slashes', '/\t/evil'],
    ['newline between slashes', '/\n/evil'],
    ['carriage return', '/\r/evil'],
    ['null character', '/\u0000/evil'],
    ['ideographic space', '/\u3000/evil'],
    ['right-to-left override', '/\u202Eevil'],
    ['encoded tab between slashes', '/%09/evil'],
    ['encoded newline', '/%0A/evil'],
    ['encoded null', '/%00'],
    ['malformed UTF-8 escape hiding a slash', '/%2F%C0evil'],
    ['encoded slash then malformed escape', '/%2F%2Fevil%E0%A4%A'],
    ['a dot-dot segment into another network', '/harbour-runners/../atelier-ceramica/settings'],
    ['a leading dot-dot segment', '/../atelier-ceramica/settings'],
    ['a trailing dot-dot segment', '/harbour-runners/contents/..'],
    ['a dot segment', '/harbour-runners/./settings'],
    ['a trailing dot segment', '/harbour-runners/.'],
    ['an encoded dot-dot segment', '/harbour-runners/%2e%2e/atelier-ceramica/settings'],
    ['an upper-case encoded dot-dot segment', '/harbour-runners/%2E%2E/atelier-ceramica'],
    ['a half-encoded dot-dot segment', '/harbour-runners/.%2e/atelier-ceramica'],
    ['an encoded dot segment', '/harbour-runners/%2e/settings'],
    ['a doubly encoded dot-dot segment', '/harbour-runners/%252e%252e/atelier-ceramica'],
    ['a dot-dot segment behind encoded slashes', '/harbour-runners/x%2F..%2Fatelier-ceramica'],
    ['a dot-dot segment behind an encoded question mark', '/harbour-runners%3F/%252e%252e/atelier-ceramica'],
  ])('rejects %s', (_, raw) => {
    expect(safeSitePath(raw)).toBeNull();
  });

  const hostileCharacters = fc.constantFrom('/', '\\', '%', '2', '5', 'F', 'f', 'C', 'c', '0', '9', 'A', ' ', '\t', '\n', ':', 'e', '?', '#', '.');
  const arbitraryInputs = fc.oneof(fc.string({ unit: hostileCharacters }), fc.string({ unit: 'binary' }), fc.webUrl());

  it('accepts only paths that start with exactly one slash, however often decoded', () => {
    fc.assert(
      fc.property(arbitraryInputs, (raw) => {
        const accepted = safeSitePath(raw);
        if (accepted === null) return;
        expect(accepted).toBe(raw);
        let layer = accepted;
        for (let round = 0; round < 5; round++) {
          expect(layer[0]).toBe('/');
          expect(layer[1]).not.toBe('/');
          expect(layer[1]).not.toBe('\\');
          expect(layer).not.toMatch(/\p{Cc}/u);
          try {
            layer = decodeURIComponent(layer);
          } catch {
            return;
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every plain path of segments but dot segments', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]+$/).filter((name) => name !== '.' && name !== '..');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeSitePath(path)).toBe(path);
      }),
    );
  });

  it('refuses every path with a dot segment, however it is written', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_~-]+$/);
    const dots = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2e.', '%2E%2e', '%252e%252e');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), dots, fc.array(segment, { maxLength: 3 }), (before, dot, after) => {
        expect(safeSitePath(`/${[...before, dot, ...after].join('/')}`)).toBeNull();
      }),
    );
  });
});
