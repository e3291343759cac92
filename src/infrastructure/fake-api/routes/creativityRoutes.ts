import type { SurveyAnswer } from '../../../domain/creativity/Creativity';
import { fail } from '../FakeApiError';
import { data, message, type Route, type RouteContext } from '../Route';
import { FieldProblems, stringField } from '../rules/validation';
import { requireReadAccess } from './contentsRoutes';

function creativityFor(context: RouteContext, placement: 'banner' | 'welcome') {
  const record = context.state.creativities.find(
    (candidate) => candidate.networkId === context.network.customization.id && candidate.placement === placement,
  );
  return data(record ? { ...record.creativity } : null);
}

export const creativityRoutes: Route[] = [
  { method: 'GET', path: '/v2/creativity/banner', handle: (context) => creativityFor(context, 'banner') },
  { method: 'GET', path: '/v1/creativity/welcome', handle: (context) => creativityFor(context, 'welcome') },
  {
    method: 'GET',
    path: '/community/{networkId}/surveys',
    handle: (context) => {
      if (context.param('networkId') !== context.network.customization.id) {
        fail(404, 'NetworkNotFound', 'This network does not exist.');
      }
      requireReadAccess(context);
      const viewer = context.viewer;
      // A member is not asked again about a survey they already answered.
      const answered = new Set(
        context.state.surveyResponses
          .filter((response) => viewer !== null && response.membershipId === viewer.id)
          .map((response) => response.surveyId),
      );
      const surveys = context.state.surveys
        .filter((record) => record.networkId === context.network.customization.id && !answered.has(record.survey.id))
        .map((record) => structuredClone(record.survey));
      return data(surveys);
    },
  },
  {
    method: 'POST',
    path: '/unity-answer',
    auth: 'required',
    handle: async (context) => {
      const member = context.member();
      requireReadAccess(context);
      const body = await context.json();
      const surveyId = stringField(body, 'surveyId') ?? '';
      const record = context.state.surveys.find(
        (candidate) => candidate.survey.id === surveyId && candidate.networkId === context.network.customization.id,
      );
      if (!record) fail(404, 'SurveyNotFound', 'This survey does not exist.');
      if (context.state.surveyResponses.some((response) => response.surveyId === surveyId && response.membershipId === member.id)) {
        fail(409, 'SurveyAlreadyAnswered', 'You have already answered this survey.');
      }
      const problems = new FieldProblems();
      const answers: SurveyAnswer[] = [];
      const given = Array.isArray(body.answers) ? (body.answers as unknown[]) : [];
      if (!Array.isArray(body.answers)) problems.add('answers', 'Send a list of answers.');
      for (const question of record.survey.questions) {
        const entry = given.find(
          (item): item is { questionId: string; answer: unknown } =>
            typeof item === 'object' && item !== null && (item as { questionId?: unknown }).questionId === question.id,
        );
        if (!entry || typeof entry.answer !== 'string') problems.add(`answers.${question.id}`, 'Please answer this question.');
        else if (!question.options.includes(entry.answer)) problems.add(`answers.${question.id}`, 'Please pick one of the options.');
        else answers.push({ questionId: question.id, answer: entry.answer });
      }
      problems.throwIfAny();
      context.state.surveyResponses.push({ surveyId, membershipId: member.id, answers, createdAt: context.backend.isoNow() });
      return message('Thank you for taking part in the survey!');
    },
  },
];
