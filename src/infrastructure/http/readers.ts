import { CONTENT_TYPES, type Content } from '../../domain/content/Content';
import type { MemberRole, Membership, MissingContract } from '../../domain/membership/Membership';
import { REACTION_EMOJI, type Reaction } from '../../domain/reactions/Reaction';
import type {
  AuthCover,
  AuthProviders,
  AuthSettings,
  NetworkCustomization,
  OAuthProviderConfig,
} from '../../domain/network/NetworkCustomization';
import type { Envelope } from './ApiClient';
import { fieldsOf, malformedAnswer, readArray, readBoolean, readId, readIsoDate, readNullable, readNumber, readOneOf, readOptional, readRecord, readSafeUrl, readString, type Reader } from './wire';

/**
 * The readers of api-contract.md "Shapes" (wire → domain): each checks every field it keeps and throws
 * ApiError MalformedResponse naming the first one that does not fit.
 */

export const readMissingContract: Reader<MissingContract> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), type: read('type', readString) };
};

/**
 * A member's picture (Membership `avatarUrl`; a content's `authorAvatarUrl`, a comment's `creatorAvatarUrl`, a message's
 * `senderAvatarUrl`): a picture whose address is not safe to show is none, and so is one of a server that does not send
 * the field yet. A function, not `readNullable(readSafeUrl)` at the top level: this module is on the first load.
 */
export const readAvatarUrl: Reader<string | null> = (value, name) => readNullable(readSafeUrl)(value, name);

/** A member's role (Membership `role`, MemberSummary `role`). A function, for the same reason as readAvatarUrl. */
export const readMemberRole: Reader<MemberRole> = (value, name) => readOneOf(['network_manager', 'trusted_contributor', 'user'] as const)(value, name);

export const readMembership: Reader<Membership> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    firstName: read('firstName', readString),
    lastName: read('lastName', readString),
    email: read('email', readString),
    role: read('role', readMemberRole),
    networkId: read('networkId', readId),
    lastLocale: read('lastLocale', readNullable(readString)),
    isAccessAuthorized: read('isAccessAuthorized', readBoolean),
    accessDenyReason: read('accessDenyReason', readNullable(readString)),
    isProfileCompleted: read('isProfileCompleted', readBoolean),
    emailConfirmed: read('emailConfirmed', readBoolean),
    shouldVerifyEmailToContinue: read('shouldVerifyEmailToContinue', readBoolean),
    marketingAccepted: read('marketingAccepted', readBoolean),
    partnerAccepted: read('partnerAccepted', readBoolean),
    profilingAccepted: read('profilingAccepted', readBoolean),
    missingContracts: read('missingContracts', readArray(readMissingContract)),
    birthday: read('birthday', readNullable(readString)),
    credits: read('credits', readNumber),
    avatarUrl: read('avatarUrl', readAvatarUrl),
  };
};

/** A cover whose media URL is not safe is no cover; a thumbnail that is not safe is none (''). */
const readAuthCover: Reader<AuthCover | null> = (value, name) => {
  const read = fieldsOf(value, name);
  const mediaType = read('mediaType', readOneOf(['image', 'video'] as const));
  const url = read('url', readSafeUrl);
  const thumbnails = read('thumbnails', (thumbnails, thumbnailsName) => {
    const readThumbnail = fieldsOf(thumbnails, thumbnailsName);
    const thumbnail = (key: string) => readThumbnail(key, readSafeUrl) ?? '';
    return { small: thumbnail('small'), medium: thumbnail('medium'), large: thumbnail('large') };
  });
  return url === null ? null : { mediaType, url, thumbnails };
};

const readOAuthProvider: Reader<OAuthProviderConfig> = (value, name) => {
  const read = fieldsOf(value, name);
  const config: OAuthProviderConfig = { authorizeUrl: read('authorizeUrl', readString), clientId: read('clientId', readString) };
  const label = read('label', readOptional(readString));
  if (label !== undefined) config.label = label;
  return config;
};

const OAUTH_PROVIDER_KEYS = ['yTech', 'sportsAlliance', 'cvespa', 'microsoft', 'apple', 'customSso'] as const;

/** Only the providers a network configured are present, so absent ones are left out, not nulled. */
const readAuthProviders: Reader<AuthProviders> = (value, name) => {
  const read = fieldsOf(value, name);
  const providers: AuthProviders = {};
  const google = read('google', readOptional(readRecord));
  if (google) providers.google = { clientId: readString(google.clientId, `${name}.google.clientId`) };
  const facebook = read('facebook', readOptional(readRecord));
  if (facebook) providers.facebook = { appId: readString(facebook.appId, `${name}.facebook.appId`) };
  for (const key of OAUTH_PROVIDER_KEYS) {
    const config = read(key, readOptional(readOAuthProvider));
    if (config) providers[key] = config;
  }
  return providers;
};

const readAuthSettings: Reader<AuthSettings> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    authType: read('authType', readOneOf(['classic', 'custom_sso', 'otp_first', 'private'] as const)),
    initUserCredits: read('initUserCredits', readNullable(readNumber)),
    google: read('google', readBoolean),
    facebook: read('facebook', readBoolean),
    smsOtp: read('smsOtp', readBoolean),
    authCover: read('authCover', readNullable(readAuthCover)),
    providers: read('providers', readAuthProviders),
  };
};

export const readNetworkCustomization: Reader<NetworkCustomization> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    slug: read('slug', readString),
    name: read('name', readString),
    logo: read('logo', readNullable(readSafeUrl)),
    accessType: read('accessType', readOneOf(['public', 'private', 'purchasable', 'subscribable'] as const)),
    private: read('private', readBoolean),
    purchasable: read('purchasable', readBoolean),
    subscribable: read('subscribable', readBoolean),
    isIntroLandingActive: read('isIntroLandingActive', readBoolean),
    minAge: read('minAge', readNullable(readNumber)),
    domain: read('domain', readNullable(readString)),
    appType: read('appType', readString),
    invitationCodeLabel: read('invitationCodeLabel', readNullable(readString)),
    invitationCodeDisclaimer: read('invitationCodeDisclaimer', readNullable(readString)),
    authCover: read('authCover', readNullable(readAuthCover)),
    gtag: read('gtag', readNullable(readString)),
    features: read('features', (features, featuresName) => ({ chat: fieldsOf(features, featuresName)('chat', readBoolean) })),
    contents: read('contents', (contents, contentsName) => {
      const readContents = fieldsOf(contents, contentsName);
      return { video: readContents('video', readBoolean), streaming: readContents('streaming', readBoolean) };
    }),
    dataCollection: read('dataCollection', (collection, collectionName) => ({
      level: fieldsOf(collection, collectionName)('level', readOneOf(['strong', 'medium', 'low'] as const)),
    })),
    isPromotionalConsentOn: read('isPromotionalConsentOn', readBoolean),
    isPartnerConsentOn: read('isPartnerConsentOn', readBoolean),
    isProfilingConsentOn: read('isProfilingConsentOn', readBoolean),
    auth: read('auth', readAuthSettings),
  };
};

export const readReaction: Reader<Reaction> = (value, name) => {
  const read = fieldsOf(value, name);
  return { emoji: read('emoji', readOneOf(REACTION_EMOJI)), count: read('count', readNumber), mine: read('mine', readBoolean) };
};

export const readContent: Reader<Content> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    type: read('type', readOneOf(CONTENT_TYPES)),
    title: read('title', readString),
    body: read('body', readString),
    authorId: read('authorId', readId),
    authorName: read('authorName', readString),
    authorAvatarUrl: read('authorAvatarUrl', readAvatarUrl),
    createdAt: read('createdAt', readIsoDate),
    updatedAt: read('updatedAt', readNullable(readIsoDate)),
    cover: read('cover', readNullable(readSafeUrl)),
    mediaUrl: read('mediaUrl', readNullable(readSafeUrl)),
    startsAt: read('startsAt', readNullable(readIsoDate)),
    commentsCount: read('commentsCount', readNumber),
    reactions: read('reactions', readArray(readReaction)),
  };
};

/** The envelope's `data`, read with `reader`. */
export function dataOf<T>(envelope: Envelope, reader: Reader<T>): T {
  return reader(envelope.data, 'data');
}

/** The `{message}` answers: the text the app shows in a toast. */
export function messageOf(envelope: Envelope): string {
  if (envelope.message === null) throw malformedAnswer('message');
  return envelope.message;
}
