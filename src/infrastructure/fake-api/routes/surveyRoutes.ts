import { isSurveyOpen, surveyAnswerProblem, surveyAnswersOf, type SurveyAnswerProblem, type SurveyResponses } from '../../../domain/surveys/Survey';
import { fail } from '../FakeApiError';
import { data, message, type Route, type RouteContext } from '../Route';
import type { SurveyRecord } from '../FakeState';
import { FieldProblems, stringField } from '../rules/validation';

const PROBLEM_MESSAGES: Record<SurveyAnswerProblem | 'shape', string> = {
  required: 'Please answer this question.',
  unknownOption: 'Please choose one of the options.',
  tooLong: 'This answer is too long.',
  shape: 'This answer does not fit the question.',
};

function answeredBy(context: RouteContext, surveyId: string, membershipId: string): boolean {
  return context.state.surveyResponses.some((response) => response.surveyId === surveyId && response.membershipId === membershipId);
}

/** The wire's answers by question id; an entry of the wrong shape for its question is a problem of its own. */
function responsesOf(record: SurveyRecord, given: unknown[], problems: FieldProblems): SurveyResponses {
  const responses: Record<string, string | string[]> = {};
  for (const item of given) {
    if (typeof item !== 'object' || item === null) continue;
    const { questionId, answer } = item as { questionId?: unknown; answer?: unknown };
    const question = record.survey.questions.find((candidate) => candidate.id === questionId);
    if (!question) {
      problems.add(`answers.${String(questionId)}`, 'This survey has no such question.');
      continue;
    }
    const fits = question.type === 'multiple' ? Array.isArray(answer) && answer.every((id) => typeof id === 'string') : typeof answer === 'string';
    if (fits) responses[question.id] = answer as string | string[];
    else problems.add(`answers.${question.id}`, PROBLEM_MESSAGES.shape);
  }
  return responses;
}

/**
 * api-contract: `GET /community/{networkId}/surveys` (every survey of the network, `answered` for the viewer) and
 * `POST /unity-answer` (once per member: 409 `AlreadyAnswered`; the questions' rules are the domain's, each
 * problem in 422 `details.fields` under `answers.<questionId>`; a closed survey under `surveyId`).
 */
export const surveyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/community/{networkId}/surveys',
    readAccess: true,
    handle: (context) => {
      if (context.param('networkId') !== context.network.customization.id) fail(404, 'NetworkNotFound', 'This network does not exist.');
      const viewer = context.viewer;
      const surveys = context.state.surveys
        .filter((record) => record.networkId === context.network.customization.id)
        .map((record) => ({ ...structuredClone(record.survey), answered: viewer !== null && answeredBy(context, record.survey.id, viewer.id) }));
      return data(surveys);
    },
  },
  {
    method: 'POST',
    path: '/unity-answer',
    readAccess: true,
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      const body = await context.json();
      const surveyId = stringField(body, 'surveyId') ?? '';
      const record = context.state.surveys.find((candidate) => candidate.survey.id === surveyId && candidate.networkId === context.network.customization.id);
      if (!record) fail(404, 'NotFound', 'This survey does not exist.');
      if (answeredBy(context, surveyId, member.id)) fail(409, 'AlreadyAnswered', 'You have already answered this survey.');
      const problems = new FieldProblems();
      if (!isSurveyOpen(record.survey, context.backend.now())) problems.add('surveyId', 'This survey is closed.');
      if (!Array.isArray(body.answers)) problems.add('answers', 'Send a list of answers.');
      const responses = responsesOf(record, Array.isArray(body.answers) ? (body.answers as unknown[]) : [], problems);
      for (const question of record.survey.questions) {
        const problem = surveyAnswerProblem(question, responses[question.id]);
        if (problem) problems.add(`answers.${question.id}`, PROBLEM_MESSAGES[problem]);
      }
      problems.throwIfAny();
      context.state.surveyResponses.push({ surveyId, membershipId: member.id, answers: surveyAnswersOf(record.survey, responses), createdAt: context.backend.isoNow() });
      return message('Thank you for taking part in the survey!');
    },
  },
];
