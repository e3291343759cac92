import { NO_EMAILS } from '../../../domain/notifications/NotificationPreferences';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';
import { fail } from '../FakeApiError';
import type { MembershipRecord } from '../FakeState';
import { data, message, type Route, type RouteContext } from '../Route';
import { FieldProblems, isEmail, standardPasswordProblem, stringField } from '../rules/validation';

const EMAIL_CODE_TTL_MS = 10 * 60_000;
// No 0/O or 1/I: the code is read off a screen and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function emailCode(): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(random, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

function memberOfThisNetwork(context: RouteContext, membershipId: string): MembershipRecord {
  const member = context.backend.membershipById(membershipId);
  if (!member || member.networkId !== context.network.customization.id) {
    fail(404, 'MembershipNotFound', 'This membership does not exist.');
  }
  return member;
}

/**
 * product-spec §6: every signed-in role may change its password; the new one follows the standard sign-up
 * rule (§5) on every network. A user is one person across networks, so the new password works on all of
 * them. Sessions stay: the member changing it is signed in with one of them.
 */
async function changePassword(context: RouteContext) {
  const { backend } = context;
  const member = context.member();
  const body = await context.json();
  const current = (stringField(body, 'currentPassword') ?? '').trim();
  const next = (stringField(body, 'newPassword') ?? '').trim();
  const confirmation = (stringField(body, 'newPasswordConfirmation') ?? '').trim();
  const problems = new FieldProblems();
  if (!current) problems.add('currentPassword', 'The current password is required.');
  if (!next) problems.add('newPassword', 'The new password is required.');
  else {
    const problem = standardPasswordProblem(next);
    if (problem) problems.add('newPassword', problem);
  }
  if (!confirmation) problems.add('newPasswordConfirmation', 'Please repeat the new password.');
  else if (confirmation !== next) problems.add('newPasswordConfirmation', 'The passwords do not match.');
  problems.throwIfAny();

  const user = backend.userById(member.userId);
  // A member who signs in by phone code or an identity provider has no password to confirm.
  if (!user || user.password === null || user.password !== current) {
    fail(401, 'InvalidEmailOrPassword', 'The current password is not correct.');
  }
  user.password = next;
  return message('Your password has been changed.');
}

export const accountsRoutes: Route[] = [
  { method: 'POST', path: '/v2/accounts/password', auth: 'required', handle: changePassword },
  {
    method: 'GET',
    path: '/v2/accounts/available',
    handle: (context) => {
      const email = normalizeEmail(context.query.get('email') ?? '');
      if (!isEmail(email)) fail(422, 'ValidationError', 'The e-mail address is not valid.', { fields: { email: 'Not valid.' } });
      const user = context.backend.userByEmail(email);
      const membership = user ? context.backend.membershipOf(user.id, context.network.customization.id) !== undefined : false;
      return data({ available: !user }, { metadata: { membership, user: user !== undefined } });
    },
  },
  {
    method: 'POST',
    path: '/accounts/confirm/email/resend',
    handle: async (context) => {
      const { backend, state } = context;
      const body = await context.json();
      const member = memberOfThisNetwork(context, stringField(body, 'membershipId') ?? '');
      const mode = stringField(body, 'mode') ?? 'text';
      if (mode !== 'text' && mode !== 'link') {
        fail(422, 'ValidationError', "The mode must be 'text' or 'link'.", { fields: { mode: 'Not valid.' } });
      }
      const user = backend.userById(member.userId);
      if (!user?.email) fail(400, 'NoEmailAddress', 'This account has no e-mail address to confirm.');
      if (user.emailConfirmed) fail(409, 'EmailAlreadyConfirmed', 'Your e-mail address is already confirmed.');
      const code = emailCode();
      state.emailCodes = state.emailCodes.filter((record) => record.membershipId !== member.id);
      state.emailCodes.push({ membershipId: member.id, code, expiresAt: backend.now() + EMAIL_CODE_TTL_MS });
      const networkName = context.network.customization.name;
      const text = mode === 'text'
        ? `Your ${networkName} confirmation code is ${code}. It expires in 10 minutes.`
        : `Confirm your e-mail address for ${networkName}: /${context.network.customization.slug}/verify?code=${code}&membershipId=${member.id}`;
      backend.inbox.deliver('email', user.email, text, code);
      return message(`We sent a confirmation code to ${user.email}.`);
    },
  },
  {
    method: 'POST',
    path: '/accounts/confirm/email',
    handle: async (context) => {
      const { backend, state } = context;
      const body = await context.json();
      const member = memberOfThisNetwork(context, stringField(body, 'membershipId') ?? '');
      const code = (stringField(body, 'code') ?? '').trim().toUpperCase();
      const record = state.emailCodes.find((candidate) => candidate.membershipId === member.id);
      const valid = record !== undefined && record.expiresAt > backend.now() && record.code === code;
      if (backend.scenarios.get().wrongCode || !valid) fail(400, 'InvalidCode', 'The code is not valid or has expired.');
      state.emailCodes = state.emailCodes.filter((candidate) => candidate !== record);
      const user = backend.userById(member.userId);
      if (user) user.emailConfirmed = true;
      return message('Your e-mail address is confirmed.');
    },
  },
  {
    method: 'POST',
    path: '/accounts/preferences/unsubscribe',
    handle: async (context) => {
      const token = stringField(await context.json(), 'token') ?? '';
      // The e-mail link carries `unsub-<membershipId>`.
      const match = /^unsub-(.+)$/.exec(token);
      const member = match?.[1] ? context.backend.membershipById(match[1]) : undefined;
      if (!member || member.networkId !== context.network.customization.id) {
        fail(400, 'InvalidToken', 'This unsubscribe link is not valid.');
      }
      member.notificationPreferences = { ...NO_EMAILS };
      member.marketingAccepted = false;
      return message(`You will no longer receive e-mails from ${context.network.customization.name}.`);
    },
  },
];
