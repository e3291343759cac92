import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../src/domain/surveys/Survey';
import { InMemorySurveyGateway } from '../../../src/infrastructure/memory/InMemorySurveyGateway';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const survey = (id: string, closesAt: string | null = null): Survey => ({
  id,
  title: 'Poll',
  description: null,
  closesAt,
  answered: false,
  questions: [{ id: 'q1', text: 'Why?', type: 'single', isRequired: true, options: [{ id: 'a', label: 'A' }] }],
});

describe('InMemorySurveyGateway', () => {
  it('answers once, like the contract: 422 for a missing required answer, 409 AlreadyAnswered after, 404 for an unknown survey', async () => {
    const gateway = new InMemorySurveyGateway(() => NOW);
    gateway.surveysOf.set('net-1', [survey('s1'), survey('s-closed', '2026-03-01T00:00:00Z')]);

    await expect(gateway.answer('s1', [])).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { 'answers.q1': expect.any(String) } } });
    await expect(gateway.answer('s1', [{ questionId: 'q1', answer: 'a' }])).resolves.toEqual(expect.any(String));
    await expect(gateway.answer('s1', [{ questionId: 'q1', answer: 'a' }])).rejects.toMatchObject({ status: 409, code: 'AlreadyAnswered' });
    await expect(gateway.answer('s-closed', [{ questionId: 'q1', answer: 'a' }])).rejects.toMatchObject({ status: 422, details: { fields: { surveyId: expect.any(String) } } });
    await expect(gateway.answer('s2', [])).rejects.toMatchObject({ status: 404 });
    expect((await gateway.surveys('net-1'))[0]?.answered).toBe(true);
    expect(gateway.answers).toEqual([{ surveyId: 's1', answers: [{ questionId: 'q1', answer: 'a' }] }]);
  });
});
