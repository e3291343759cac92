import type { ExchangeOutcome, LoginOutcome } from '../../domain/auth/Tokens';
import type { Comment, Content } from '../../domain/content/Content';
import type { Creativity, Survey, SurveyQuestion } from '../../domain/creativity/Creativity';
import type { RankingEntry, TimeSeries } from '../../domain/engagement/Engagement';
import type { Membership, MissingContract } from '../../domain/membership/Membership';
import type {
  AuthCover,
  AuthProviders,
  AuthSettings,
  CustomFieldDefinition,
  NetworkCustomization,
  OAuthProviderConfig,
} from '../../domain/network/NetworkCustomization';
import type { Bundle, PaymentMethod, SubscribeOutcome } from '../../domain/subscription/Subscription';
import type { Envelope } from './ApiClient';
import {
  malformedAnswer,
  parseTokens,
  readArray,
  readBoolean,
  readId,
  readNullable,
  readNumber,
  readOneOf,
  readOptional,
  readRecord,
  readString,
  type Reader,
} from './wire';

/**
 * The `toDomain` readers of api-contract.md "Shapes": each checks every field it keeps and throws
 * ApiError MalformedResponse naming the first one that does not fit.
 */

/** Reads the fields of one JSON object, naming each `name.key` in errors. */
function fieldsOf(value: unknown, name: string): <T>(key: string, reader: Reader<T>) => T {
  const record = readRecord(value, name);
  return (key, reader) => reader(record[key], `${name}.${key}`);
}

export const readMissingContract: Reader<MissingContract> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), type: read('type', readString) };
};

export const readMembership: Reader<Membership> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    firstName: read('firstName', readString),
    lastName: read('lastName', readString),
    email: read('email', readString),
    role: read('role', readOneOf(['network_manager', 'trusted_contributor', 'user'] as const)),
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
  };
};

const readAuthCover: Reader<AuthCover> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    mediaType: read('mediaType', readOneOf(['image', 'video'] as const)),
    url: read('url', readString),
    thumbnails: read('thumbnails', (thumbnails, thumbnailsName) => {
      const readThumbnail = fieldsOf(thumbnails, thumbnailsName);
      return { small: readThumbnail('small', readString), medium: readThumbnail('medium', readString), large: readThumbnail('large', readString) };
    }),
  };
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
    logo: read('logo', readNullable(readString)),
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

export const readCustomField: Reader<CustomFieldDefinition> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), field: read('field', readString), isRequired: read('isRequired', readBoolean) };
};

export const readContent: Reader<Content> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    type: read('type', readOneOf(['post', 'announcement', 'video', 'event'] as const)),
    title: read('title', readString),
    body: read('body', readString),
    authorId: read('authorId', readId),
    createdAt: read('createdAt', readString),
    cover: read('cover', readNullable(readString)),
    commentsCount: read('commentsCount', readNumber),
  };
};

export const readComment: Reader<Comment> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    contentId: read('contentId', readId),
    body: read('body', readString),
    creatorId: read('creatorId', readId),
    createdAt: read('createdAt', readString),
  };
};

export const readCreativity: Reader<Creativity> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    imageUrl: read('imageUrl', readString),
    linkUrl: read('linkUrl', readNullable(readString)),
    title: read('title', readNullable(readString)),
  };
};

const readSurveyQuestion: Reader<SurveyQuestion> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), text: read('text', readString), options: read('options', readArray(readString)) };
};

export const readSurvey: Reader<Survey> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), title: read('title', readString), questions: read('questions', readArray(readSurveyQuestion)) };
};

export const readBundle: Reader<Bundle> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    price: read('price', readNumber),
    currency: read('currency', readString),
    interval: read('interval', readOneOf(['month', 'year'] as const)),
    intervalType: read('intervalType', readString),
    freemium: read('freemium', readBoolean),
    hasFreemium: read('hasFreemium', readBoolean),
  };
};

export const readPaymentMethod: Reader<PaymentMethod> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    brand: read('brand', readString),
    last4: read('last4', readString),
    expMonth: read('expMonth', readNumber),
    expYear: read('expYear', readNumber),
    isDefault: read('isDefault', readBoolean),
  };
};

export const readSubscribeOutcome: Reader<SubscribeOutcome> = (value, name) => {
  const read = fieldsOf(value, name);
  const outcome: SubscribeOutcome = { status: read('status', readString) };
  const clientSecret = read('clientSecret', readOptional(readString));
  if (clientSecret !== undefined) outcome.clientSecret = clientSecret;
  return outcome;
};

export const readTimeSeries: Reader<TimeSeries> = (value, name) => {
  const read = fieldsOf(value, name);
  const readPoint: Reader<{ date: string; value: number }> = (point, pointName) => {
    const readField = fieldsOf(point, pointName);
    return { date: readField('date', readString), value: readField('value', readNumber) };
  };
  return { total: read('total', readNumber), series: read('series', readArray(readPoint)) };
};

export const readRankingEntry: Reader<RankingEntry> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), label: read('label', readString), value: read('value', readNumber) };
};

/** `{data: Tokens}`, or `{data: {token}}` when the provider's user still has to be exchanged. */
export const readLoginOutcome: Reader<LoginOutcome> = (value, name) => {
  const data = readRecord(value, name);
  if (data.accessToken === undefined && data.token !== undefined) {
    return { kind: 'exchange', exchangeToken: readString(data.token, `${name}.token`) };
  }
  return { kind: 'tokens', tokens: parseTokens(data, name) };
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

/** `{status: "pending"}` or `{status: "completed", data: Tokens}`. */
export function exchangeOutcomeOf(envelope: Envelope): ExchangeOutcome {
  if (envelope.status === 'pending') return { kind: 'pending' };
  if (envelope.status === 'completed') return { kind: 'completed', tokens: parseTokens(envelope.data) };
  throw malformedAnswer('status');
}
