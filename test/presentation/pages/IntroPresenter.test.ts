import { describe, expect, it } from 'vitest';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { IntroPresenter } from '../../../src/presentation/pages/IntroPresenter';


import { club, cover } from './introFixtures';

describe('IntroPresenter', () => {
  function presenterOf(network: NetworkCustomization) {
    return new IntroPresenter({ network, membership: null, signInClicked: () => undefined, signOutClicked: async () => undefined }, new AuthController());
  }

  it.each<[string, Partial<NetworkCustomization>, { src: string; phoneSrc: string | null } | null]>([
    ['the cover picture, its large thumbnail on phones', { authCover: cover }, { src: 'https://cdn.example/cover.jpg', phoneSrc: 'l.jpg' }],
    ['the cover picture alone when it has no thumbnail', { authCover: { ...cover, thumbnails: { small: '', medium: '', large: '' } } }, { src: 'https://cdn.example/cover.jpg', phoneSrc: null }],
    ['the poster frame of a cover video', { authCover: { ...cover, mediaType: 'video', url: 'https://cdn.example/cover.mp4' } }, { src: 'l.jpg', phoneSrc: null }],
    ['the auth settings’ cover when the network has none', { authCover: null, auth: { ...club.auth, authCover: cover } }, { src: 'https://cdn.example/cover.jpg', phoneSrc: 'l.jpg' }],
    ['nothing without a cover', { authCover: null }, null],
  ])('uses %s as the banner', (_case, overrides, banner) => {
    expect(presenterOf({ ...club, ...overrides }).banner).toEqual(banner);
  });

  it('describes a network that is not private as open to sign in or join', () => {
    const intro = presenterOf({ ...club, accessType: 'public', private: false });
    expect(intro.isPrivate).toBe(false);
    expect(intro.visitor).toEqual({ kind: 'guest' });
  });

  it('ignores a blank invitation disclaimer', () => {
    expect(presenterOf({ ...club, invitationCodeDisclaimer: '  ' }).invitationDisclaimer).toBeNull();
  });
});
