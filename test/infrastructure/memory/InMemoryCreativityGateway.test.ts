import { describe, expect, it } from 'vitest';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';

describe('InMemoryCreativityGateway', () => {
  it('records answers to a known survey and refuses unknown ones', async () => {
    const creativity = new InMemoryCreativityGateway();
    creativity.surveysOf.set('net-1', [{ id: 's1', title: 'Poll', questions: [{ id: 'q1', text: 'Why?', options: ['a', 'b'] }] }]);

    await expect(creativity.surveys('net-1')).resolves.toHaveLength(1);
    await creativity.answerSurvey('s1', [{ questionId: 'q1', answer: 'a' }]);
    await expect(creativity.answerSurvey('s2', [])).rejects.toMatchObject({ status: 404 });
    expect(creativity.answers).toEqual([{ surveyId: 's1', answers: [{ questionId: 'q1', answer: 'a' }] }]);
  });
});
