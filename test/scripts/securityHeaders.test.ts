// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PREFETCH_SCRIPT, prefetchScriptElement } from '../../scripts/prefetchScript';
import { THEME_SCRIPT, themeScriptElement } from '../../scripts/themeScript';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/securityHeaders';

/** The sources of one directive of a Content-Security-Policy. */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  if (!found) throw new Error(`the policy has no ${directive}`);
  return found.slice(1);
}

/** What a browser allows an inline script by: the SHA-256 of its text, in base64. */
function hashSourceOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('the Content-Security-Policy', () => {
  it("allows index.html's inline theme and prefetch scripts by the hashes of the texts the page carries, and no other inline script", () => {
    const theme = new DOMParser().parseFromString(`<head>${themeScriptElement()}</head>`, 'text/html').querySelector('script')?.textContent ?? '';
    expect(theme).toBe(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/presentation/theme/themeScript.js'), 'utf8'));
    expect(sourcesOf(contentSecurityPolicy('https://api.example.com'), 'script-src')).toContain(hashSourceOf(theme));

    const page = new DOMParser().parseFromString(`<head>${prefetchScriptElement({ VITE_API_BASE_URL: 'https://api.example.com' })}</head>`, 'text/html');
    const inline = page.querySelector('script')?.textContent ?? '';
    expect(inline).toBe(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/infrastructure/http/prefetchScript.js'), 'utf8'));

    const scriptSrc = sourcesOf(contentSecurityPolicy('https://api.example.com'), 'script-src');

    expect(scriptSrc).toContain(hashSourceOf(inline));
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([hashSourceOf(THEME_SCRIPT), hashSourceOf(PREFETCH_SCRIPT)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('lets the script reach the API it asks', () => {
    const policy = securityHeaders('https://api.example.com/v2-base/', { https: true })['Content-Security-Policy'] ?? '';

    expect(sourcesOf(policy, 'connect-src')).toContain('https://api.example.com');
    expect(sourcesOf(policy, 'script-src')).toContain(hashSourceOf(PREFETCH_SCRIPT));
  });

  it("lets the app open the API's live socket: wss:// beside an https API, ws:// beside a plain http one on loopback", () => {
    expect(sourcesOf(contentSecurityPolicy('https://api.example.com/v2-base/'), 'connect-src')).toContain('wss://api.example.com');
    expect(sourcesOf(contentSecurityPolicy('http://127.0.0.1:4010'), 'connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:4010', 'ws://127.0.0.1:4010']));
    // The demo's same-origin API: 'self' allows its socket, nothing else is added.
    expect(sourcesOf(contentSecurityPolicy('/api'), 'connect-src').filter((source) => source.startsWith('ws'))).toEqual([]);
  });

  it("shows the pictures uploaded to the API (a plain http one on loopback too) and the editor's preview of a picture of the device", () => {
    expect(sourcesOf(contentSecurityPolicy('http://127.0.0.1:4010'), 'img-src')).toEqual(["'self'", 'https:', 'data:', 'http://127.0.0.1:4010']);
    expect(sourcesOf(contentSecurityPolicy('/api'), 'img-src')).toEqual(["'self'", 'https:', 'data:']);
  });

  it("embeds Stripe's frames and the players of YouTube (its no-cookie origin) and Vimeo, and no other frame", () => {
    expect(sourcesOf(contentSecurityPolicy('https://api.example.com'), 'frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it("allows Google's gtag.js by its path, not every script of its origin", () => {
    const scriptSrc = sourcesOf(contentSecurityPolicy('https://api.example.com'), 'script-src');

    expect(scriptSrc).toContain('https://www.googletagmanager.com/gtag/js');
    expect(scriptSrc).not.toContain('https://www.googletagmanager.com');
    expect(scriptSrc.filter((source) => source.startsWith('https://'))).toEqual(['https://js.stripe.com', 'https://www.googletagmanager.com/gtag/js']);
  });

  it("reports violations to the back end's POST /v2/telemetry: report-to through Reporting-Endpoints, report-uri for older browsers", () => {
    const headers = securityHeaders('https://api.example.com/v2-base/', { https: true });
    const policy = headers['Content-Security-Policy'] ?? '';

    expect(sourcesOf(policy, 'report-to')).toEqual(['csp']);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://api.example.com/v2-base/v2/telemetry"');
    expect(sourcesOf(policy, 'report-uri')).toEqual(['https://api.example.com/v2-base/v2/telemetry']);
  });

  it("reports to the same origin's API path when the back end is there (the demo's '/api', or '')", () => {
    expect(sourcesOf(contentSecurityPolicy('/api'), 'report-uri')).toEqual(['/api/v2/telemetry']);
    expect(securityHeaders('', { https: false })['Reporting-Endpoints']).toBe('csp="/v2/telemetry"');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent by an https site, for two years and its subdomains', () => {
    expect(securityHeaders('https://api.example.com', { https: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent by a plain http site (the local previews and the fake back end server on loopback)', () => {
    expect(Object.keys(securityHeaders('http://127.0.0.1:4010', { https: false }))).not.toContain('Strict-Transport-Security');
  });
});

describe('the README', () => {
  it('shows the static host the headers the code builds, inline script hash included', () => {
    const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
    const headers = Object.entries(securityHeaders('https://api.example.com', { https: true })).map(([name, value]) => `  ${name}: ${value}`);
    expect(readme).toContain(['```', '/*', ...headers, '```'].join('\n'));
  });
});
