import { describe, expect, it } from 'vitest';
import { apiBaseUrlProblem, DEMO_API_BASE_URL, DEMO_LANDING_SLUGS, parseHostSlugs, readConfig } from '../../src/composition/config';
import { DEMO_NETWORKS } from '../../src/infrastructure/fake-api/seed/demoDirectory';

describe('readConfig', () => {
  it('runs in demo mode against the embedded fake back end when no API base URL is set', () => {
    const config = readConfig({}, 'localhost:5173');
    expect(config.profile).toBe('demo');
    expect(config.apiBaseUrl).toBe(DEMO_API_BASE_URL);
    expect(config.stripePublishableKey).toBeNull();
    expect(config.hostSlug).toBeNull();
  });

  it('runs in http mode with VITE_API_BASE_URL and the Stripe key', () => {
    const config = readConfig({ VITE_API_BASE_URL: ' https://api.example.com ', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'app.example.com');
    expect(config.profile).toBe('http');
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.stripePublishableKey).toBe('pk_test_1');
  });

  it('maps a configured host to its network slug (spec §2)', () => {
    const env = { VITE_HOST_SLUGS: 'Runners.Example.com=harbour-runners, club.example.org = green-table,broken' };
    expect(parseHostSlugs(env.VITE_HOST_SLUGS)).toEqual({ 'runners.example.com': 'harbour-runners', 'club.example.org': 'green-table' });
    expect(readConfig(env, 'runners.example.com').hostSlug).toBe('harbour-runners');
    expect(readConfig(env, 'other.example.com').hostSlug).toBeNull();
  });

  it('lists the seeded demo networks on the landing page unless told otherwise', () => {
    expect(DEMO_LANDING_SLUGS).toEqual(DEMO_NETWORKS.map((network) => network.slug));
    expect(readConfig({ VITE_LANDING_SLUGS: 'a, b' }, 'x').landingSlugs).toEqual(['a', 'b']);
  });

  it.each([
    ['demo mode', {}, null, 'fake'],
    ['the memory profile (tests)', {}, 'memory', 'fake'],
    ['an http build with a Stripe key', { VITE_API_BASE_URL: 'https://api.example.com', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, null, 'stripe'],
    ['an http build with VITE_PAYMENTS=fake (QA), even with a key', { VITE_API_BASE_URL: 'https://api.example.com', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_PAYMENTS: 'fake' }, null, 'fake'],
    ['an http build with neither', { VITE_API_BASE_URL: 'https://api.example.com' }, null, 'none'],
  ] as const)('picks the card gateway: %s → %s', (_name, env, profile, payments) => {
    expect(readConfig(env, 'x', profile).payments).toBe(payments);
  });
});

describe('apiBaseUrlProblem (what stops a build)', () => {
  it.each(['https://api.example.com', ' https://api.example.com/v2-base/ ', '/api', 'http://127.0.0.1:4010', 'http://127.8.9.10', 'http://localhost:4010', 'http://LOCALHOST', 'http://[::1]:4010'])(
    'lets a build talk to %j: https, a path of this site, or plain http on loopback',
    (apiBaseUrl) => {
      expect(apiBaseUrlProblem(apiBaseUrl)).toBeNull();
    },
  );

  it.each(['http://api.example.com', 'http://127.0.0.1.example.com', 'http://localhost.example.com', 'http://10.0.0.5:4010', 'http://[::2]'])(
    'refuses plain http off loopback: %j (passwords and tokens in clear text)',
    (apiBaseUrl) => {
      expect(apiBaseUrlProblem(apiBaseUrl)).toMatch(/^VITE_API_BASE_URL is http:\/\/, which would send passwords and tokens in clear text: use https:\/\//);
    },
  );

  it.each([
    ['//api.example.com', /is neither/],
    ['api.example.com', /is neither/],
    ['ftp://api.example.com', /is ftp:/],
    ['javascript:alert(1)', /is javascript:/],
  ])('refuses %j, which is no https URL nor a path', (apiBaseUrl, problem) => {
    expect(apiBaseUrlProblem(apiBaseUrl)).toMatch(problem);
  });
});
