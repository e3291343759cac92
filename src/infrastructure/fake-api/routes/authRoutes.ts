import { normalizeEmail } from '../../../domain/auth/normalizeEmail';
import type { IdentityProvider } from '../../../domain/auth/Tokens';
import type { AuthProviders } from '../../../domain/network/NetworkCustomization';
import { fail } from '../FakeApiError';
import type { FakeBackend } from '../FakeBackend';
import type { MembershipRecord, NetworkRecord, UserRecord } from '../FakeState';
import { data, message, noContent, type Reply, type Route, type RouteContext } from '../Route';
import { IDENTITY_PROVIDERS, readProviderToken } from '../rules/providerToken';
import {
  checkBirthday,
  FieldProblems,
  isE164,
  isEmail,
  parseCustomFieldAnswers,
  privatePasswordProblem,
  standardPasswordProblem,
  stringField,
  trimmedField,
} from '../rules/validation';

/** Sign-up and SSO exchanges answer 'pending' this many times, like a back end that provisions slowly. */
export const EXCHANGE_PENDING_POLLS = 2;
export const OTP_TTL_MS = 10 * 60_000;
const RESET_TTL_MS = 60 * 60_000;

/** Providers whose sign-in completes at once; the others go through an exchange token. */
const DIRECT_PROVIDERS: readonly IdentityProvider[] = ['google', 'facebook'];
const PROVIDERS_NEEDING_REDIRECT: readonly IdentityProvider[] = ['cvespa', 'custom-sso'];
const PROVIDER_CONFIG_KEY: Record<IdentityProvider, keyof AuthProviders> = {
  google: 'google',
  facebook: 'facebook',
  microsoft: 'microsoft',
  apple: 'apple',
  'y-tech': 'yTech',
  'sports-alliance': 'sportsAlliance',
  cvespa: 'cvespa',
  'custom-sso': 'customSso',
};

/** What a device id looks like on the wire; the app sends a random hex string. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * api-contract.md "Conventions": sign-in calls carry the browser's `deviceId`. A call without one is
 * still served (older clients, scripts, the demo's own tools); one that is sent must look like an id.
 */
function checkDeviceId(problems: FieldProblems, body: Record<string, unknown>): void {
  if (body.deviceId === undefined) return;
  if (typeof body.deviceId !== 'string' || !DEVICE_ID_PATTERN.test(body.deviceId)) problems.add('deviceId', 'The device id is not valid.');
}

function invalidCredentials(): never {
  return fail(401, 'InvalidEmailOrPassword', 'The e-mail address or the password is not correct.');
}

function isPrivateNetwork(network: NetworkRecord): boolean {
  return network.customization.accessType === 'private' || network.customization.auth.authType === 'private';
}

/** Private networks admit only people who signed up with the invitation code. */
function joinNetwork(
  backend: FakeBackend,
  user: UserRecord,
  network: NetworkRecord,
  fields: Parameters<FakeBackend['createMembership']>[2] = {},
): MembershipRecord {
  if (isPrivateNetwork(network)) {
    fail(403, 'MembershipRequired', `You are not a member of ${network.customization.name} yet. Sign up with your invitation code.`);
  }
  return backend.createMembership(user, network, fields);
}

function startExchange(backend: FakeBackend, member: MembershipRecord): Reply {
  const token = backend.randomToken('exch');
  backend.state.exchanges.push({
    token,
    membershipId: member.id,
    networkId: member.networkId,
    pendingPolls: EXCHANGE_PENDING_POLLS,
  });
  return data({ token });
}

function login(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, network } = context;
  const email = normalizeEmail(stringField(body, 'email') ?? '');
  const password = stringField(body, 'password') ?? '';
  const problems = new FieldProblems();
  if (!email) problems.add('email', 'The e-mail address is required.');
  if (!password) problems.add('password', 'The password is required.');
  checkDeviceId(problems, body);
  problems.throwIfAny();

  const user = backend.userByEmail(email);
  if (!user || user.password === null || user.password !== password.trim()) invalidCredentials();
  let member = backend.membershipOf(user.id, network.customization.id);
  if (!member) {
    // A known user signing in to a new network gets a membership, which takes a moment to be ready.
    member = joinNetwork(backend, user, network, { awaitingSynchronization: true });
  }
  if (member.awaitingSynchronization) {
    member.awaitingSynchronization = false;
    return { status: 202, body: { status: 'synchronizing_membership' } };
  }
  const { signInSynchronizingTimes } = backend.scenarios.get();
  if (signInSynchronizingTimes > 0) {
    backend.scenarios.set({ signInSynchronizingTimes: signInSynchronizingTimes - 1 });
    return { status: 202, body: { status: 'synchronizing_membership' } };
  }
  return data(backend.issueTokens(member));
}

function signUp(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, network } = context;
  const customization = network.customization;
  if (customization.auth.authType === 'custom_sso') {
    fail(403, 'SignUpDisabled', `${customization.name} signs people in through its own identity provider.`);
  }
  const isPrivate = isPrivateNetwork(network);
  const rawEmail = stringField(body, 'email') ?? '';
  const email = normalizeEmail(rawEmail);
  const password = (stringField(body, 'password') ?? '').trim();
  const confirmation = (stringField(body, 'passwordConfirmation') ?? '').trim();

  const problems = new FieldProblems();
  if (!email) problems.add('email', 'The e-mail address is required.');
  else if (!isEmail(email)) problems.add('email', 'The e-mail address is not valid.');
  if (!password) problems.add('password', 'The password is required.');
  else {
    const problem = isPrivate ? privatePasswordProblem(password) : standardPasswordProblem(password);
    if (problem) problems.add('password', problem);
  }
  if (!confirmation) problems.add('passwordConfirmation', 'Please repeat the password.');
  else if (confirmation !== password) problems.add('passwordConfirmation', 'The passwords do not match.');

  let firstName = '';
  let lastName = '';
  let birthday: string | null = null;
  let customFields: { id: string; answer: string }[] = [];
  let invitationCode = '';
  if (isPrivate) {
    firstName = trimmedField(body, 'firstName');
    lastName = trimmedField(body, 'lastName');
    invitationCode = trimmedField(body, 'invitationCode');
    if (firstName.length < 3) problems.add('firstName', 'The first name must be at least 3 characters long.');
    if (lastName.length < 3) problems.add('lastName', 'The last name must be at least 3 characters long.');
    if (!invitationCode) problems.add('invitationCode', 'The invitation code is required.');
    const rawBirthday = trimmedField(body, 'birthday');
    if (rawBirthday) {
      checkBirthday(problems, 'birthday', rawBirthday, customization.minAge, backend.now());
      birthday = rawBirthday;
    } else if (customization.minAge !== null) {
      problems.add('birthday', 'The birthday is required.');
    }
    customFields = parseCustomFieldAnswers(problems, body.customFields, network.customFields.map((field) => field.id));
    for (const field of network.customFields.filter((candidate) => candidate.isRequired)) {
      if (!customFields.some((answer) => answer.id === field.id)) problems.add(`customFields.${field.id}`, 'This answer is required.');
    }
  }
  checkDeviceId(problems, body);
  problems.throwIfAny();

  if (isPrivate && invitationCode.toUpperCase() !== (network.invitationCode ?? '').toUpperCase()) {
    fail(400, 'InvalidInvitationCode', 'This invitation code is not valid.');
  }

  let user = backend.userByEmail(email);
  if (user) {
    if (backend.membershipOf(user.id, customization.id)) {
      fail(409, 'MembershipAlreadyExists', 'You are already a member of this network. Please log in.');
    }
    if (user.password !== password) invalidCredentials();
  } else {
    user = backend.createUser({ email, mobilePhone: null, password, emailConfirmed: false });
  }
  const member = backend.createMembership(user, network, {
    firstName,
    lastName,
    birthday,
    customFields,
    awaitingSynchronization: true,
  });
  return startExchange(backend, member);
}

function exchange(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, network, state } = context;
  const token = stringField(body, 'token') ?? '';
  const record = state.exchanges.find((candidate) => candidate.token === token);
  const member = record ? backend.membershipById(record.membershipId) : undefined;
  if (!record || !member || record.networkId !== network.customization.id) {
    fail(400, 'InvalidExchangeToken', 'This sign-in has expired. Please start again.');
  }
  if (backend.scenarios.get().exchangeNeverCompletes) return { status: 200, body: { status: 'pending' } };
  if (record.pendingPolls > 0) {
    record.pendingPolls -= 1;
    return { status: 200, body: { status: 'pending' } };
  }
  // An exchange token is good for one completed exchange.
  state.exchanges = state.exchanges.filter((candidate) => candidate !== record);
  member.awaitingSynchronization = false;
  return { status: 200, body: { status: 'completed', data: backend.issueTokens(member) } };
}

function readPhone(context: RouteContext, body: Record<string, unknown>): string {
  const customization = context.network.customization;
  if (!customization.auth.smsOtp) fail(400, 'OtpNotEnabled', `${customization.name} does not offer sign-in by phone.`);
  const mobilePhone = (stringField(body, 'mobilePhone') ?? '').replace(/[\s()-]/g, '');
  if (!isE164(mobilePhone)) {
    fail(400, 'InvalidPhoneNumber', 'The phone number is not valid. Write it with the country code, e.g. +393331234567.');
  }
  return mobilePhone;
}

function sendOtp(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, network, state } = context;
  const mobilePhone = readPhone(context, body);
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const networkId = network.customization.id;
  // Only the newest code counts: a resend makes the previous one useless.
  state.otpCodes = state.otpCodes.filter((record) => !(record.networkId === networkId && record.mobilePhone === mobilePhone));
  state.otpCodes.push({ networkId, mobilePhone, code, expiresAt: backend.now() + OTP_TTL_MS });
  backend.inbox.deliver(
    'sms',
    mobilePhone,
    `${code} is your ${network.customization.name} code. It expires in 10 minutes.`,
    code,
  );
  return message(`We sent a 6-digit code to ${mobilePhone}.`);
}

function finishOtp(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, network, state } = context;
  const mobilePhone = readPhone(context, body);
  const code = (stringField(body, 'code') ?? '').trim();
  const problems = new FieldProblems();
  checkDeviceId(problems, body);
  problems.throwIfAny();
  const networkId = network.customization.id;
  const record = state.otpCodes.find((candidate) => candidate.networkId === networkId && candidate.mobilePhone === mobilePhone);
  const valid = record !== undefined && record.expiresAt > backend.now() && record.code === code;
  if (backend.scenarios.get().wrongCode || !valid) fail(400, 'InvalidCode', 'The code is not valid or has expired.');
  state.otpCodes = state.otpCodes.filter((candidate) => candidate !== record);
  const user = backend.userByPhone(mobilePhone)
    ?? backend.createUser({ email: null, mobilePhone, password: null, emailConfirmed: false });
  const member = backend.membershipOf(user.id, networkId) ?? joinNetwork(backend, user, network);
  return data(backend.issueTokens(member));
}

async function withProvider(context: RouteContext): Promise<Reply> {
  const { backend, network } = context;
  const provider = context.param('provider') as IdentityProvider;
  if (!IDENTITY_PROVIDERS.includes(provider)) fail(404, 'UnknownProvider', 'This sign-in provider is not supported.');
  const auth = network.customization.auth;
  const enabled =
    provider === 'google' ? auth.google
      : provider === 'facebook' ? auth.facebook
        : auth.providers[PROVIDER_CONFIG_KEY[provider]] !== undefined;
  if (!enabled) fail(400, 'ProviderNotEnabled', `${network.customization.name} does not offer this way of signing in.`);
  const body = await context.json();
  const problems = new FieldProblems();
  checkDeviceId(problems, body);
  problems.throwIfAny();
  const profile = readProviderToken(provider, stringField(body, 'accessToken') ?? '');
  if (!profile) fail(401, 'InvalidProviderToken', 'The sign-in provider did not confirm who you are. Please try again.');
  if (PROVIDERS_NEEDING_REDIRECT.includes(provider) && !stringField(body, 'redirectUri')) {
    fail(422, 'ValidationError', 'The redirectUri is required for this provider.', { fields: { redirectUri: 'Required.' } });
  }
  // The provider vouches for the e-mail address, so it counts as confirmed.
  const user = backend.userByEmail(profile.email)
    ?? backend.createUser({ email: profile.email, mobilePhone: null, password: null, emailConfirmed: true });
  const member = backend.membershipOf(user.id, network.customization.id)
    ?? joinNetwork(backend, user, network, { firstName: profile.firstName.trim(), lastName: profile.lastName.trim() });
  if (DIRECT_PROVIDERS.includes(provider)) return data(backend.issueTokens(member));
  return startExchange(backend, member);
}

function refresh(context: RouteContext, body: Record<string, unknown>): Reply {
  const tokens = context.backend.rotateRefreshToken(stringField(body, 'refreshToken') ?? '', context.network.customization.id);
  if (!tokens) fail(401, 'InvalidRefreshToken', 'Your session has ended. Please sign in again.');
  return data(tokens);
}

/** api-contract.md: the refresh token stops working; the answer is the same for a token already gone. */
function logout(context: RouteContext, body: Record<string, unknown>): Reply {
  context.backend.revokeRefreshToken(stringField(body, 'refreshToken') ?? '');
  return noContent();
}

function forgotPassword(context: RouteContext, body: Record<string, unknown>): Reply {
  const { backend, state } = context;
  const email = normalizeEmail(stringField(body, 'email') ?? '');
  if (!isEmail(email)) fail(422, 'ValidationError', 'The e-mail address is not valid.', { fields: { email: 'Not valid.' } });
  const user = backend.userByEmail(email);
  if (user) {
    const token = backend.randomToken('reset', 8);
    const code = token.slice(-6).toUpperCase();
    state.passwordResets.push({ token, userId: user.id, expiresAt: backend.now() + RESET_TTL_MS });
    const where = context.hasNetwork ? `/${context.network.customization.slug}` : '';
    backend.inbox.deliver(
      'email',
      email,
      `Someone asked to reset your password. Open ${where}/reset-password?token=${token} within an hour, or use the code ${code}.`,
      code,
    );
  }
  // Same answer either way, so nobody can find out who has an account.
  return message('If an account exists for this e-mail address, we have sent it a link to reset the password.');
}

const withBody = (handler: (context: RouteContext, body: Record<string, unknown>) => Reply) =>
  async (context: RouteContext): Promise<Reply> => handler(context, await context.json());

/** Listed before `/v2/auth/{provider}` so 'login', 'sign-up' and 'refresh' are never taken for providers. */
export const authRoutes: Route[] = [
  { method: 'POST', path: '/v2/auth/login', auth: 'ignored', handle: withBody(login) },
  { method: 'POST', path: '/v2/auth/sign-up', auth: 'ignored', handle: withBody(signUp) },
  { method: 'POST', path: '/v2/auth/sign-up/exchange', auth: 'ignored', handle: withBody(exchange) },
  { method: 'POST', path: '/v2/auth/otp/start', auth: 'ignored', handle: withBody(sendOtp) },
  { method: 'POST', path: '/v2/auth/otp/code/send', auth: 'ignored', handle: withBody(sendOtp) },
  { method: 'POST', path: '/v2/auth/otp/finish', auth: 'ignored', handle: withBody(finishOtp) },
  { method: 'POST', path: '/v2/auth/refresh', auth: 'ignored', handle: withBody(refresh) },
  { method: 'POST', path: '/v2/auth/logout', auth: 'ignored', handle: withBody(logout) },
  { method: 'POST', path: '/v2/auth/{provider}', auth: 'ignored', handle: withProvider },
  // product-spec §7: "network id may be omitted" here.
  { method: 'POST', path: '/auth/forgot-password', network: 'optional', auth: 'ignored', handle: withBody(forgotPassword) },
];
