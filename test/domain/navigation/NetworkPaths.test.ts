import { describe, expect, it } from 'vitest';
import { MANAGE_SECTIONS, manageSectionPath } from '../../../src/domain/navigation/ManageSections';
import { contentPath, conversationPath, gateAddress, NETWORK_PATHS, SSO_CALLBACK_PROVIDERS, ssoCallbackPath, surveyPath } from '../../../src/domain/navigation/NetworkPaths';

describe('NETWORK_PATHS', () => {
  it('holds the network-relative addresses of spec §2 (with the subscription settings of issue 9 and the content page, settings and notifications of issue 10, the surveys and chat of issue 11, the manager area of issue 12, search, and the coupons of issue 26), each written once', () => {
    expect(Object.values(NETWORK_PATHS).sort()).toEqual([
      '/',
      '/auth/custom-sso',
      '/chat',
      '/chat/:conversationId',
      '/code-of-conduct',
      '/contents/:contentId',
      '/cookie-policy',
      '/coupons',
      '/delete-my-account',
      '/forgot-password',
      '/intro',
      '/login',
      '/manage',
      '/manage/:section',
      '/notification-preferences',
      '/notifications',
      '/paywall',
      '/privacy-policy',
      '/register',
      '/search',
      '/settings',
      '/settings/subscription',
      '/subscribe',
      '/surveys',
      '/surveys/:surveyId',
      '/terms',
      '/terms/code-of-conduct',
      '/terms/cookie-policy',
      '/terms/privacy-policy',
      '/verify',
      '/verify/email',
    ]);
  });

  it('serves every section of the manager area from one route', () => {
    expect(MANAGE_SECTIONS.map(manageSectionPath)).toEqual(['/manage/engagement', '/manage/moderation', '/manage/notifications', '/manage/coupons', '/manage/chat']);
  });
});

describe('contentPath', () => {
  it('addresses one content, its id escaped', () => {
    expect(contentPath('cnt-harbour-10k')).toBe('/contents/cnt-harbour-10k');
    expect(contentPath('a/b?c')).toBe('/contents/a%2Fb%3Fc');
  });
});

describe('surveyPath', () => {
  it('addresses one survey, its id escaped', () => {
    expect(surveyPath('srv-harbour-season')).toBe('/surveys/srv-harbour-season');
    expect(surveyPath('a/b?c')).toBe('/surveys/a%2Fb%3Fc');
  });
});

describe('conversationPath', () => {
  it('addresses one conversation of the chat, its id escaped', () => {
    expect(conversationPath('conv-harbour-sunday')).toBe('/chat/conv-harbour-sunday');
    expect(conversationPath('a/b?c')).toBe('/chat/a%2Fb%3Fc');
  });
});

describe('ssoCallbackPath', () => {
  it.each(SSO_CALLBACK_PROVIDERS.map((provider) => [provider, `/auth/${provider}/callback`]))('%s → %s', (provider, path) => {
    expect(ssoCallbackPath(provider)).toBe(path);
  });

  it('custom SSO comes back to its own page', () => {
    expect(ssoCallbackPath('custom-sso')).toBe('/auth/custom-sso');
  });
});

describe('gateAddress', () => {
  it.each([
    ['/subscribe', {}, '/subscribe'],
    ['/subscribe', { reason: 'canceled' }, '/subscribe?deny_reason=canceled'],
    ['/paywall', { reason: 'not_purchased' }, '/paywall?deny_reason=not_purchased'],
    ['/subscribe', { reason: 'a&b=c d' }, '/subscribe?deny_reason=a%26b%3Dc%20d'],
    ['/subscribe', { from: '/contents/42?tab=comments' }, '/subscribe?from=%2Fcontents%2F42%3Ftab%3Dcomments'],
    ['/subscribe', { reason: 'canceled', from: '/contents/42' }, '/subscribe?deny_reason=canceled&from=%2Fcontents%2F42'],
  ])('%s with %o → %s', (path, parts, url) => {
    expect(gateAddress(path, parts)).toBe(url);
  });
});
