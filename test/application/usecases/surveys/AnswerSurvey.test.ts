import { describe, expect, it } from 'vitest';
import { AnswerSurvey } from '../../../../src/application/usecases/surveys/AnswerSurvey';
import type { Survey } from '../../../../src/domain/surveys/Survey';
import { InMemorySurveyGateway } from '../../../../src/infrastructure/memory/InMemorySurveyGateway';

const SURVEY: Survey = {
  id: 's-kit',
  title: 'Kit',
  description: null,
  closesAt: null,
  answered: false,
  questions: [
    { id: 'q-colour', text: 'Colour?', type: 'single', isRequired: true, options: [{ id: 'blue', label: 'Blue' }, { id: 'red', label: 'Red' }] },
    { id: 'q-sizes', text: 'Sizes?', type: 'multiple', isRequired: false, options: [{ id: 's', label: 'S' }, { id: 'm', label: 'M' }] },
    { id: 'q-note', text: 'Anything else?', type: 'text', isRequired: false, options: [] },
  ],
};

describe('AnswerSurvey', () => {
  it("sends the member's answers as the wire takes them (text trimmed, options in the survey's order, empty ones left out) and resolves with the thanks", async () => {
    const surveys = new InMemorySurveyGateway();
    surveys.surveysOf.set('net-1', [SURVEY]);

    const thanks = await new AnswerSurvey(surveys).execute(SURVEY, { 'q-colour': 'red', 'q-sizes': ['m', 's'], 'q-note': '  ', 'q-gone': 'x' });

    expect(typeof thanks).toBe('string');
    expect(surveys.callsOf('answer')).toEqual([['s-kit', [{ questionId: 'q-colour', answer: 'red' }, { questionId: 'q-sizes', answer: ['s', 'm'] }]]]);
  });
});
