export type AccessType = 'public' | 'private' | 'purchasable' | 'subscribable';
export type AuthType = 'classic' | 'custom_sso' | 'otp_first' | 'private';
export type DataCollectionLevel = 'strong' | 'medium' | 'low';
export type MediaType = 'image' | 'video';

export interface AuthCover {
  mediaType: MediaType;
  url: string;
  thumbnails: { small: string; medium: string; large: string };
}

export interface OAuthProviderConfig {
  authorizeUrl: string;
  clientId: string;
  label?: string;
}

export interface AuthProviders {
  google?: { clientId: string };
  facebook?: { appId: string };
  yTech?: OAuthProviderConfig;
  sportsAlliance?: OAuthProviderConfig;
  cvespa?: OAuthProviderConfig;
  microsoft?: OAuthProviderConfig;
  apple?: OAuthProviderConfig;
  customSso?: OAuthProviderConfig;
}

export interface AuthSettings {
  authType: AuthType;
  initUserCredits: number | null;
  google: boolean;
  facebook: boolean;
  smsOtp: boolean;
  authCover: AuthCover | null;
  providers: AuthProviders;
}

/** A network as its managers configured it: the answer of `GET /v2/networks/by-slug/{slug}`. */
export interface NetworkCustomization {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  accessType: AccessType;
  private: boolean;
  purchasable: boolean;
  subscribable: boolean;
  isIntroLandingActive: boolean;
  minAge: number | null;
  domain: string | null;
  appType: string;
  invitationCodeLabel: string | null;
  invitationCodeDisclaimer: string | null;
  authCover: AuthCover | null;
  gtag: string | null;
  features: { chat: boolean };
  contents: { video: boolean; streaming: boolean };
  dataCollection: { level: DataCollectionLevel };
  isPromotionalConsentOn: boolean;
  isPartnerConsentOn: boolean;
  isProfilingConsentOn: boolean;
  auth: AuthSettings;
}

/** Spec §9: a network that does not configure initial credits grants two. */
export const DEFAULT_USER_CREDITS = 2;

export function initialUserCredits(network: NetworkCustomization): number {
  return network.auth.initUserCredits ?? DEFAULT_USER_CREDITS;
}

export interface CustomFieldDefinition {
  id: string;
  field: string;
  isRequired: boolean;
}

export interface CustomFieldAnswer {
  id: string;
  answer: string;
}
