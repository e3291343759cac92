import type { Comment, Content } from '../../domain/content/Content';
import type { Coupon } from '../../domain/coupons/Coupon';
import type { Membership } from '../../domain/membership/Membership';
import type { Notification } from '../../domain/notifications/Notification';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { Bundle, Invoice, PaymentMethod, Subscription } from '../../domain/subscription/Subscription';

/**
 * Plausible domain objects for tests and QA: a public classic network and an authorized member of
 * it. Override only what a test is about.
 */
export function sampleNetwork(overrides: Partial<NetworkCustomization> = {}): NetworkCustomization {
  return {
    id: 'net-1',
    slug: 'sample',
    name: 'Sample Network',
    logo: null,
    accessType: 'public',
    private: false,
    purchasable: false,
    subscribable: false,
    isIntroLandingActive: false,
    minAge: null,
    domain: null,
    appType: 'community',
    invitationCodeLabel: null,
    invitationCodeDisclaimer: null,
    authCover: null,
    gtag: null,
    features: { chat: false },
    contents: { video: true, streaming: false },
    dataCollection: { level: 'low' },
    isPromotionalConsentOn: false,
    isPartnerConsentOn: false,
    isProfilingConsentOn: false,
    auth: { authType: 'classic', initUserCredits: null, google: false, facebook: false, smsOtp: false, authCover: null, providers: {} },
    ...overrides,
  };
}

export function sampleMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 'mem-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'user',
    networkId: 'net-1',
    lastLocale: 'en',
    isAccessAuthorized: true,
    accessDenyReason: null,
    isProfileCompleted: true,
    emailConfirmed: true,
    shouldVerifyEmailToContinue: false,
    marketingAccepted: false,
    partnerAccepted: false,
    profilingAccepted: false,
    missingContracts: [],
    birthday: null,
    credits: 2,
    avatarUrl: null,
    ...overrides,
  };
}

export function sampleContent(overrides: Partial<Content> = {}): Content {
  return {
    id: 'content-1',
    type: 'post',
    title: 'Welcome',
    body: 'Hello, everyone.',
    authorId: 'mem-1',
    authorName: 'Ada Rossi',
    authorAvatarUrl: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: null,
    cover: null,
    mediaUrl: null,
    startsAt: null,
    commentsCount: 0,
    reactions: [],
    ...overrides,
  };
}

export function sampleComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1',
    contentId: 'content-1',
    body: 'Count me in.',
    creatorId: 'mem-2',
    creatorName: 'Giulia Verdi',
    creatorAvatarUrl: null,
    createdAt: '2024-01-02T00:00:00.000Z',
    updatedAt: null,
    reactions: [],
    ...overrides,
  };
}

export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return { id: 'notification-1', title: 'Welcome', body: 'Say hello to the club.', link: null, createdAt: '2024-01-03T00:00:00.000Z', read: false, ...overrides };
}

/** A coupon not downloaded yet, with codes left and no expiry. */
export function sampleCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 'coupon-sample', title: '15% off trail shoes', description: 'Show the code at the till.', imageUrl: null, expiresAt: null, remaining: 10, code: null, ...overrides };
}

/** A monthly plan without a trial. */
export function sampleBundle(overrides: Partial<Bundle> = {}): Bundle {
  return {
    id: 'bundle-1',
    title: 'Monthly',
    description: 'Every post, video and event of the network.',
    price: 499,
    currency: 'EUR',
    interval: 'month',
    intervalType: 'monthly',
    freemium: 0,
    hasFreemium: false,
    ...overrides,
  };
}

export function samplePaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { id: 'pm-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, ...overrides };
}

/** An active monthly subscription to `sampleBundle()`, renewing on 1 April 2026. */
export function sampleSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    bundleId: 'bundle-1',
    bundleTitle: 'Monthly',
    status: 'active',
    price: 499,
    currency: 'EUR',
    interval: 'month',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    ...overrides,
  };
}

export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return { id: 'in-1', number: 'MEM-0001', amount: 499, currency: 'EUR', status: 'paid', createdAt: '2026-03-01T00:00:00.000Z', ...overrides };
}
