import { observable } from 'mobx';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { Survey } from '../../../src/domain/surveys/Survey';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemorySurveyGateway } from '../../../src/infrastructure/memory/InMemorySurveyGateway';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerSurveysMessages } from '../../../src/presentation/surveys/surveysMessages';

export const NOW = Date.parse('2026-11-24T10:00:00Z');
export const NETWORK_ID = 'net-1';
const DAY = 86_400_000;
export const inDays = (days: number) => new Date(NOW + days * DAY).toISOString();

const options = (prefix: string, labels: string[]) => labels.map((label, index) => ({ id: `${prefix}${index + 1}`, label }));

/** Five questions (stepped): single required, multiple required, text required, multiple optional, text optional. */
export function longSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 's-long',
    title: 'Plan the season',
    description: 'Five short questions.',
    closesAt: inDays(14),
    answered: false,
    questions: [
      { id: 'q-race', text: 'Which race?', type: 'single', isRequired: true, options: options('race-', ['10K', 'Half', 'Full']) },
      { id: 'q-days', text: 'Which sessions?', type: 'multiple', isRequired: true, options: options('day-', ['Tuesday', 'Thursday', 'Saturday']) },
      { id: 'q-goal', text: 'Your goal?', type: 'text', isRequired: true, options: [] },
      { id: 'q-extras', text: 'Extras?', type: 'multiple', isRequired: false, options: options('extra-', ['Track', 'Trail']) },
      { id: 'q-notes', text: 'Notes?', type: 'text', isRequired: false, options: [] },
    ],
    ...overrides,
  };
}

/** Two questions (all on one page). */
export function shortSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 's-short',
    title: 'Club kit',
    description: null,
    closesAt: null,
    answered: false,
    questions: [
      { id: 'q-colour', text: 'Which colour?', type: 'single', isRequired: true, options: options('colour-', ['Blue', 'Red']) },
      { id: 'q-wish', text: 'Any wish?', type: 'text', isRequired: false, options: [] },
    ],
    ...overrides,
  };
}

/** A member (or a guest, with `member: null`) on a network with `surveys`, on in-memory adapters. */
export function surveysWorld(options: { member?: Membership | null; surveys?: Survey[] } = {}) {
  const member = options.member === undefined ? sampleMembership({ id: 'mem-ada', firstName: 'Ada', lastName: 'Rossi', role: 'user' }) : options.member;
  const clock = new ManualClock(NOW);
  const gateway = new InMemorySurveyGateway(() => clock.now());
  gateway.surveysOf.set(NETWORK_ID, options.surveys ?? [longSurvey(), shortSurvey()]);
  const session = observable({ membership: member, network: sampleNetwork({ name: 'Harbour Runners' }), networkId: NETWORK_ID }, {}, { deep: false });
  const i18n = new I18n(new InMemoryCookieJar());
  registerSurveysMessages(i18n);
  return { gateway, session, i18n, clock, localStore: new InMemoryKeyValueStore(), auth: new AuthController(), page: new InMemoryPageVisibility() };
}
