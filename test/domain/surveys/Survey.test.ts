import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../../src/domain/input/InputLimits';
import {
  isSurveyOpen,
  orderSurveys,
  surveyAnswerProblem,
  surveyAnswerProblems,
  surveyAnswersOf,
  surveyStanding,
  type Survey,
  type SurveyQuestion,
} from '../../../src/domain/surveys/Survey';

const options = [
  { id: 'o1', label: 'One' },
  { id: 'o2', label: 'Two' },
  { id: 'o3', label: 'Three' },
];
const question = (type: SurveyQuestion['type'], isRequired: boolean): SurveyQuestion => ({ id: 'q', text: 'Q?', type, isRequired, options: type === 'text' ? [] : options });

describe('surveyAnswerProblem', () => {
  it.each([
    // type, required, given, problem
    ['single', true, undefined, 'required'],
    ['single', true, '', 'required'],
    ['single', false, undefined, null],
    ['single', true, 'o2', null],
    ['single', true, 'o9', 'unknownOption'],
    ['single', true, ['o1', 'o2'], 'unknownOption'],
    ['multiple', true, [], 'required'],
    ['multiple', true, undefined, 'required'],
    ['multiple', false, [], null],
    ['multiple', true, ['o1', 'o3'], null],
    ['multiple', true, ['o1', 'o9'], 'unknownOption'],
    ['text', true, '', 'required'],
    ['text', true, '   \n ', 'required'],
    ['text', false, '  ', null],
    ['text', true, ' fine ', null],
    ['text', true, 'x'.repeat(INPUT_LIMITS.surveyTextAnswer), null],
    ['text', false, 'x'.repeat(INPUT_LIMITS.surveyTextAnswer + 1), 'tooLong'],
  ] as const)('%s, required %s, given %j: %s', (type, isRequired, given, problem) => {
    expect(surveyAnswerProblem(question(type, isRequired), given)).toBe(problem);
  });
});

const survey: Survey = {
  id: 's',
  title: 'S',
  description: null,
  closesAt: null,
  answered: false,
  questions: [
    { id: 'a', text: 'A', type: 'single', isRequired: true, options },
    { id: 'b', text: 'B', type: 'multiple', isRequired: false, options },
    { id: 'c', text: 'C', type: 'text', isRequired: true, options: [] },
    { id: 'd', text: 'D', type: 'text', isRequired: false, options: [] },
  ],
};

describe('surveyAnswerProblems', () => {
  it('names every question with a problem, in the survey order', () => {
    expect([...surveyAnswerProblems(survey, { b: ['o9'] })]).toEqual([
      ['a', 'required'],
      ['b', 'unknownOption'],
      ['c', 'required'],
    ]);
  });

  it('is empty when every required question is answered', () => {
    expect(surveyAnswerProblems(survey, { a: 'o1', c: 'Because' }).size).toBe(0);
  });
});

describe('surveyAnswersOf', () => {
  it('sends option ids, option ids in the options order and trimmed text; empty questions are left out', () => {
    expect(surveyAnswersOf(survey, { a: 'o2', b: ['o3', 'o1'], c: '  Because \n', d: '   ' })).toEqual([
      { questionId: 'a', answer: 'o2' },
      { questionId: 'b', answer: ['o1', 'o3'] },
      { questionId: 'c', answer: 'Because' },
    ]);
  });
});

const NOW = Date.parse('2026-03-10T09:00:00Z');
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

describe('isSurveyOpen and surveyStanding', () => {
  it.each([
    [null, false, true, 'open'],
    [at(1), false, true, 'open'],
    [new Date(NOW).toISOString(), false, false, 'closed'],
    [at(-1), false, false, 'closed'],
    [at(3), true, true, 'answered'],
    [at(-3), true, false, 'answered'],
  ] as const)('closing %s, answered %s: open %s, %s', (closesAt, answered, open, standing) => {
    expect(isSurveyOpen({ closesAt }, NOW)).toBe(open);
    expect(surveyStanding({ closesAt, answered }, NOW)).toBe(standing);
  });
});

describe('orderSurveys', () => {
  it('puts open ones first (soonest to close on top), then answered, then closed (latest closed first)', () => {
    const list = [
      { id: 'closed-long-ago', closesAt: at(-20), answered: false },
      { id: 'open-no-date', closesAt: null, answered: false },
      { id: 'answered', closesAt: at(5), answered: true },
      { id: 'open-soon', closesAt: at(2), answered: false },
      { id: 'closed-yesterday', closesAt: at(-1), answered: false },
      { id: 'open-later', closesAt: at(9), answered: false },
    ];
    expect(orderSurveys(list, NOW).map((item) => item.id)).toEqual(['open-soon', 'open-later', 'open-no-date', 'answered', 'closed-yesterday', 'closed-long-ago']);
  });
});
