import { fail, forbidden } from '../FakeApiError';
import { data, noContent, type Route, type RouteContext } from '../Route';
import { checkBirthday, FieldProblems, parseCustomFieldAnswers, type JsonObject } from '../rules/validation';
import { uploadOfUrl } from './uploadsRoutes';

const CONSENT_FIELDS = ['marketingAccepted', 'partnerAccepted', 'profilingAccepted'] as const;
const NAME_FIELDS = ['firstName', 'lastName'] as const;
const PATCHABLE = new Set<string>([...NAME_FIELDS, ...CONSENT_FIELDS, 'birthday', 'customFields', 'lastLocale', 'avatarUrl']);

async function updateMembership(context: RouteContext) {
  const { backend } = context;
  const member = context.member();
  const id = context.param('id');
  // Only the member may edit their own profile ('me' is accepted as a synonym of one's own id).
  if (id !== member.id && id !== 'me') forbidden('You can only change your own profile.');
  const body = await context.json();
  const problems = new FieldProblems();
  for (const key of Object.keys(body)) {
    if (!PATCHABLE.has(key)) problems.add(key, 'This field cannot be changed.');
  }
  const changes = readPatch(context, body, problems);
  problems.throwIfAny();

  if (changes.firstName !== undefined) member.firstName = changes.firstName;
  if (changes.lastName !== undefined) member.lastName = changes.lastName;
  if (changes.birthday !== undefined) member.birthday = changes.birthday;
  if (changes.lastLocale !== undefined) member.lastLocale = changes.lastLocale;
  if (changes.avatarUrl !== undefined) member.avatarUrl = changes.avatarUrl;
  for (const consent of CONSENT_FIELDS) {
    const value = changes[consent];
    if (value !== undefined) member[consent] = value;
  }
  if (changes.customFields) {
    // Answers are merged by question, so saving one answer does not erase the others.
    const merged = new Map(member.customFields.map((answer) => [answer.id, answer.answer]));
    for (const answer of changes.customFields) merged.set(answer.id, answer.answer);
    member.customFields = [...merged].map(([answerId, answer]) => ({ id: answerId, answer }));
  }
  return data(backend.membershipDto(member));
}

interface MembershipChanges {
  firstName?: string;
  lastName?: string;
  birthday?: string;
  lastLocale?: string;
  avatarUrl?: string | null;
  marketingAccepted?: boolean;
  partnerAccepted?: boolean;
  profilingAccepted?: boolean;
  customFields?: { id: string; answer: string }[];
}

function readPatch(context: RouteContext, body: JsonObject, problems: FieldProblems): MembershipChanges {
  const changes: MembershipChanges = {};
  for (const field of NAME_FIELDS) {
    if (body[field] === undefined) continue;
    const value = body[field];
    if (typeof value !== 'string' || value.trim().length < 3) problems.add(field, 'Names must be at least 3 characters long.');
    else changes[field] = value.trim();
  }
  if (body.birthday !== undefined) {
    if (typeof body.birthday !== 'string') problems.add('birthday', 'The birthday must be a date written as YYYY-MM-DD.');
    else {
      checkBirthday(problems, 'birthday', body.birthday, context.network.customization.minAge, context.backend.now());
      changes.birthday = body.birthday;
    }
  }
  if (body.lastLocale !== undefined) {
    if (typeof body.lastLocale !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(body.lastLocale)) {
      problems.add('lastLocale', "The locale must look like 'en' or 'it'.");
    } else changes.lastLocale = body.lastLocale;
  }
  if (body.avatarUrl !== undefined) {
    // api-contract.md: an Upload's url (one of the member's own), or null to remove the picture.
    const upload = typeof body.avatarUrl === 'string' ? uploadOfUrl(context.state, body.avatarUrl) : undefined;
    if (body.avatarUrl === null) changes.avatarUrl = null;
    else if (typeof body.avatarUrl === 'string' && upload?.memberId === context.member().id) changes.avatarUrl = body.avatarUrl;
    else problems.add('avatarUrl', 'The picture must be one you uploaded.');
  }
  for (const consent of CONSENT_FIELDS) {
    if (body[consent] === undefined) continue;
    const value = body[consent];
    if (typeof value !== 'boolean') problems.add(consent, 'Must be true or false.');
    else changes[consent] = value;
  }
  if (body.customFields !== undefined) {
    changes.customFields = parseCustomFieldAnswers(
      problems,
      body.customFields,
      context.network.customFields.map((field) => field.id),
    );
  }
  return changes;
}

export const membershipsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/memberships/me',
    auth: 'required',
    handle: (context) => data(context.backend.membershipDto(context.member())),
  },
  { method: 'PATCH', path: '/v2/memberships/{id}', auth: 'required', handle: updateMembership },
  {
    method: 'POST',
    path: '/v2/memberships/me/contracts/accept',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const { ids } = await context.json();
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
        fail(422, 'ValidationError', 'Send the ids of the contracts to accept.', { fields: { ids: 'Must be a list of ids.' } });
      }
      member.missingContracts = member.missingContracts.filter((contract) => !ids.includes(contract.id));
      return data(context.backend.membershipDto(member));
    },
  },
  {
    method: 'DELETE',
    path: '/v2/memberships/me',
    auth: 'required',
    handle: (context) => {
      context.backend.removeMembership(context.member());
      return noContent();
    },
  },
];
