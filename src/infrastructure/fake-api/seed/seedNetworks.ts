import type { AuthCover, NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import type { NetworkRecord } from '../FakeState';
import { sampleNetwork } from '../../memory/samples';
import { INVITATION_CODE, NETWORK_IDS } from './seedConstants';

function cover(url: string): AuthCover {
  return { mediaType: 'image', url, thumbnails: { small: url, medium: url, large: url } };
}

function sso(provider: string, label: string) {
  return { authorizeUrl: `/__demo/idp/${provider}`, clientId: `demo-${provider}`, label };
}

/** The plain public network of the samples (memory/samples), which each seeded network overrides where it differs. */
function customization(
  id: string,
  slug: string,
  name: string,
  logo: string,
  overrides: Partial<Omit<NetworkCustomization, 'auth'>> & { auth?: Partial<NetworkCustomization['auth']> },
): NetworkCustomization {
  const { auth, ...rest } = overrides;
  const plain = sampleNetwork();
  return sampleNetwork({ id, slug, name, logo, dataCollection: { level: 'medium' }, ...rest, auth: { ...plain.auth, ...auth } });
}

export function seedNetworks(): NetworkRecord[] {
  const harbourCover = cover('/demo/cover-harbour-auth.svg');
  return [
    {
      customization: customization(NETWORK_IDS.harbour, 'harbour-runners', 'Harbour Runners', '/demo/logo-harbour-runners.svg', {
        minAge: 16,
        authCover: harbourCover,
        features: { chat: true },
        contents: { video: true, streaming: true },
        dataCollection: { level: 'strong' },
        isPromotionalConsentOn: true,
        isPartnerConsentOn: true,
        isProfilingConsentOn: true,
        auth: {
          authType: 'classic',
          initUserCredits: 5,
          google: true,
          facebook: true,
          smsOtp: true,
          authCover: harbourCover,
          providers: {
            google: { clientId: 'demo-google-client-id' },
            facebook: { appId: 'demo-facebook-app-id' },
            yTech: sso('y-tech', 'Y-Tech'),
            sportsAlliance: sso('sports-alliance', 'Sports Alliance'),
            cvespa: sso('cvespa', 'CVESPA'),
            microsoft: sso('microsoft', 'Microsoft'),
            apple: sso('apple', 'Apple'),
          },
        },
      }),
      customFields: [{ id: 'cf-harbour-distance', field: 'Your favourite race distance', isRequired: false }],
      invitationCode: null,
    },
    {
      customization: customization(NETWORK_IDS.atelier, 'atelier-ceramica', 'Atelier Ceramica', '/demo/logo-atelier-ceramica.svg', {
        accessType: 'private',
        private: true,
        isIntroLandingActive: true,
        minAge: 18,
        invitationCodeLabel: 'Invitation code',
        invitationCodeDisclaimer:
          'The studio e-mailed you an invitation code when you enrolled in a course. Lost it? Ask at the front desk.',
        isPromotionalConsentOn: true,
        auth: { authType: 'private', authCover: cover('/demo/cover-atelier-raku.svg') },
      }),
      customFields: [
        { id: 'cf-atelier-experience', field: 'How long have you been working with clay?', isRequired: true },
        { id: 'cf-atelier-kiln', field: 'Do you have access to a kiln at home?', isRequired: false },
      ],
      invitationCode: INVITATION_CODE,
    },
    {
      customization: customization(NETWORK_IDS.blueNote, 'blue-note-masterclass', 'Blue Note Masterclass', '/demo/logo-blue-note.svg', {
        accessType: 'purchasable',
        purchasable: true,
        contents: { video: true, streaming: true },
        isProfilingConsentOn: true,
        auth: { google: true, providers: { google: { clientId: 'demo-google-client-id' } } },
      }),
      customFields: [],
      invitationCode: null,
    },
    {
      customization: customization(NETWORK_IDS.greenTable, 'green-table', 'Green Table Cooking Club', '/demo/logo-green-table.svg', {
        accessType: 'subscribable',
        subscribable: true,
        features: { chat: true },
        dataCollection: { level: 'low' },
        isPromotionalConsentOn: true,
        auth: { facebook: true, initUserCredits: 3, providers: { facebook: { appId: 'demo-facebook-app-id' } } },
      }),
      customFields: [],
      invitationCode: null,
    },
    {
      customization: customization(NETWORK_IDS.borgo, 'borgo-market', 'Borgo Market Neighbours', '/demo/logo-borgo-market.svg', {
        // A minimum age shows the otp_first step's age checkbox (spec §5).
        minAge: 14,
        contents: { video: false, streaming: false },
        isPartnerConsentOn: true,
        auth: {
          authType: 'otp_first',
          smsOtp: true,
          google: true,
          providers: { google: { clientId: 'demo-google-client-id' } },
        },
      }),
      customFields: [{ id: 'cf-borgo-street', field: 'Which street do you live on?', isRequired: false }],
      invitationCode: null,
    },
    {
      customization: customization(NETWORK_IDS.northwind, 'northwind-staff', 'Northwind Staff Hub', '/demo/logo-northwind.svg', {
        features: { chat: true },
        auth: {
          authType: 'custom_sso',
          providers: { customSso: sso('custom-sso', 'Northwind ID') },
        },
      }),
      customFields: [{ id: 'cf-northwind-team', field: 'Which team are you in?', isRequired: true }],
      invitationCode: null,
    },
  ];
}
