import type { AuthCover } from '../../../src/domain/network/NetworkCustomization';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';

/** A private network with its intro landing on, a cover and an invitation note: what /intro shows. */
export const cover: AuthCover = { mediaType: 'image', url: 'https://cdn.example/cover.jpg', thumbnails: { small: 's.jpg', medium: 'm.jpg', large: 'l.jpg' } };
export const club = sampleNetwork({
  id: 'club',
  slug: 'club',
  name: 'Night Club',
  accessType: 'private',
  private: true,
  isIntroLandingActive: true,
  authCover: cover,
  invitationCodeDisclaimer: 'Codes are handed out at the club desk.',
});
