import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { AnswerSurvey } from '../../../src/application/usecases/surveys/AnswerSurvey';
import { SurveyPresenter } from '../../../src/presentation/surveys/SurveyPresenter';
import { inDays, longSurvey, shortSurvey, surveysWorld } from './surveysHarness';

const LONG_DRAFT = 'survey-draft:net-1:mem-ada:s-long';

async function surveyPage(world: ReturnType<typeof surveysWorld>, surveyId = 's-long') {
  const page = new SurveyPresenter(world.gateway, new AnswerSurvey(world.gateway), world.session, world.localStore, world.clock, world.page, world.auth, world.i18n, surveyId);
  const unmount = page.mount();
  await expect.poll(() => page.status).not.toBe('loading');
  return Object.assign(page, { unmount });
}

/** Answers every required question of the long survey, step by step. */
function answerLong(page: SurveyPresenter) {
  page.optionChosen('q-race', 'race-2');
  page.nextClicked();
  page.optionToggled('q-days', 'day-1', true);
  page.optionToggled('q-days', 'day-3', true);
  page.nextClicked();
  page.textTyped('q-goal', '  Under two hours ');
  page.nextClicked();
  page.nextClicked();
}

describe('SurveyPresenter', () => {
  it('goes one question at a time through a long survey, with "Question 2 of 5"', async () => {
    const page = await surveyPage(surveysWorld());

    expect(page.stepped).toBe(true);
    expect(page.progress).toBe('Question 1 of 5');
    expect(page.questions.map((view) => view.question.id)).toEqual(['q-race']);
    page.optionChosen('q-race', 'race-1');
    page.nextClicked();
    expect(page.progress).toBe('Question 2 of 5');
    expect(page.focusRequest?.questionId).toBe('q-days');
    page.previousClicked();
    expect(page.questions[0]?.chosen).toBe('race-1');
    expect(page.pageTitle).toBe('Plan the season');
    expect(page.summary).toBe('5 questions · Closes on December 8, 2026');
  });

  it('shows every question of a short survey at once, without progress', async () => {
    const page = await surveyPage(surveysWorld(), 's-short');
    expect(page.stepped).toBe(false);
    expect(page.progress).toBe('');
    expect(page.questions.map((view) => view.question.id)).toEqual(['q-colour', 'q-wish']);
  });

  describe('required questions', () => {
    it('keeps a member on a required question left empty, with the reason on it and focus on it', async () => {
      const page = await surveyPage(surveysWorld());

      page.nextClicked();

      expect(page.progress).toBe('Question 1 of 5');
      expect(page.questions[0]?.problem).toBe('This question is required: choose an answer.');
      expect(page.focusRequest?.questionId).toBe('q-race');
      expect(page.problemSummary).toBe('');
      page.optionChosen('q-race', 'race-3');
      expect(page.questions[0]?.problem).toBe('');
    });

    it('sends nothing while a required answer is missing: the reason on each question, and the first of them brought into view', async () => {
      const world = surveysWorld();
      const page = await surveyPage(world, 's-short');

      await page.sendClicked();

      expect(world.gateway.callsOf('answer')).toEqual([]);
      expect(page.questions.map((view) => view.problem)).toEqual(['This question is required: choose an answer.', '']);
      expect(page.focusRequest?.questionId).toBe('q-colour');
      expect(page.problemSummary).toBe('Some answers need your attention: see the questions marked above.');
    });

    it('names the reason for each type of question', async () => {
      const page = await surveyPage(surveysWorld());
      page.optionChosen('q-race', 'race-1');
      page.nextClicked();
      page.nextClicked();
      expect(page.questions[0]?.problem).toBe('This question is required: choose at least one option.');
      page.optionToggled('q-days', 'day-2', true);
      page.nextClicked();
      page.textTyped('q-goal', '   ');
      page.nextClicked();
      expect(page.questions[0]?.problem).toBe('This question is required: write an answer.');
    });

    it('goes back to the first question with a problem when Send finds one on an earlier step', async () => {
      const world = surveysWorld();
      const page = await surveyPage(world);
      answerLong(page);
      page.optionToggled('q-days', 'day-1', false);
      page.optionToggled('q-days', 'day-3', false);
      page.nextClicked();
      expect(page.isLastStep).toBe(true);

      await page.sendClicked();

      expect(world.gateway.callsOf('answer')).toEqual([]);
      expect(page.progress).toBe('Question 2 of 5');
      expect(page.focusRequest?.questionId).toBe('q-days');
    });
  });

  it('sends the answers of every type, then thanks the member and forgets the draft', async () => {
    const world = surveysWorld();
    const page = await surveyPage(world);
    answerLong(page);
    page.optionToggled('q-extras', 'extra-2', true);
    page.nextClicked();
    expect(page.isLastStep).toBe(true);

    await page.sendClicked();

    expect(world.gateway.answers).toEqual([
      {
        surveyId: 's-long',
        answers: [
          { questionId: 'q-race', answer: 'race-2' },
          { questionId: 'q-days', answer: ['day-1', 'day-3'] },
          { questionId: 'q-goal', answer: 'Under two hours' },
          { questionId: 'q-extras', answer: ['extra-2'] },
        ],
      },
    ]);
    expect(page.outcome).toBe('thanks');
    expect(page.standing).toBe('answered');
    expect(page.canAnswer).toBe(false);
    expect(world.localStore.get(LONG_DRAFT)).toBeNull();
  });

  it('keeps the answers and the step through a reload, per network, member and survey, until they are sent', async () => {
    const world = surveysWorld();
    const first = await surveyPage(world);
    first.optionChosen('q-race', 'race-2');
    first.nextClicked();
    first.optionToggled('q-days', 'day-2', true);
    first.unmount();

    const again = await surveyPage(world);
    expect(again.draftRestored).toBe(true);
    expect(again.progress).toBe('Question 2 of 5');
    expect(again.questions[0]?.chosenMany).toEqual(['day-2']);
    again.previousClicked();
    expect(again.questions[0]?.chosen).toBe('race-2');
    expect(world.localStore.keys()).toEqual([LONG_DRAFT]);
    again.optionChosen('q-race', 'race-3');
    expect(again.draftRestored).toBe(false);

    // Someone else signing in on this browser does not get Ada's answers.
    const other = surveysWorld({ member: sampleMembership({ id: 'mem-bea' }) });
    const bea = await surveyPage({ ...other, localStore: world.localStore });
    expect(bea.draftRestored).toBe(false);
    expect(bea.questions[0]?.chosen).toBe('');
  });

  it('sends once however often Send is pressed while it is on its way', async () => {
    const world = surveysWorld();
    const page = await surveyPage(world, 's-short');
    page.optionChosen('q-colour', 'colour-1');
    world.gateway.holdAnswers = true;

    const sending = page.sendClicked();
    expect(page.sending).toBe(true);
    page.submitted();
    await page.sendClicked();
    world.gateway.release();
    await sending;

    expect(world.gateway.callsOf('answer')).toHaveLength(1);
    expect(page.sending).toBe(false);
    expect(page.outcome).toBe('thanks');
  });

  it('explains 409 AlreadyAnswered (answered elsewhere) and drops the draft', async () => {
    const world = surveysWorld();
    const page = await surveyPage(world, 's-short');
    page.optionChosen('q-colour', 'colour-2');
    world.gateway.failNext('answer', new ApiError(409, 'AlreadyAnswered', 'You have already answered this survey.'));

    await page.sendClicked();

    expect(page.outcome).toBe('alreadyAnswered');
    expect(page.standing).toBe('answered');
    expect(world.localStore.get('survey-draft:net-1:mem-ada:s-short')).toBeNull();
  });

  it('shows a 422 ValidationError’s reasons on their questions, and the first one’s step', async () => {
    const world = surveysWorld();
    const page = await surveyPage(world);
    answerLong(page);
    page.nextClicked();
    world.gateway.failNext('answer', new ApiError(422, 'ValidationError', 'Choose one of the options.', { fields: { 'answers.q-days': 'That session is full: choose another.' } }));

    await page.sendClicked();

    expect(page.outcome).toBeNull();
    expect(page.progress).toBe('Question 2 of 5');
    expect(page.questions[0]?.problem).toBe('That session is full: choose another.');
    expect(page.focusRequest?.questionId).toBe('q-days');
    page.optionToggled('q-days', 'day-2', true);
    expect(page.questions[0]?.problem).toBe('');
    expect(world.localStore.get(LONG_DRAFT)).not.toBeNull();
  });

  it('shows a refusal that names no question (the survey closed meanwhile, offline) above the send button, keeping the answers', async () => {
    const world = surveysWorld();
    const page = await surveyPage(world, 's-short');
    page.optionChosen('q-colour', 'colour-1');
    world.gateway.failNext('answer', new ApiError(422, 'ValidationError', 'This survey is closed.', { fields: { surveyId: 'This survey is closed.' } }));

    await page.sendClicked();
    expect(page.sendFailure).toBe('This survey is closed.');

    world.gateway.failNext('answer', ApiError.unreachable());
    await page.sendClicked();
    expect(page.sendFailure).toBe(world.i18n.t('error.network'));
    expect(page.questions[0]?.chosen).toBe('colour-1');
  });

  it('does not offer the form for a survey answered before or closed', async () => {
    const world = surveysWorld({ surveys: [longSurvey({ answered: true }), shortSurvey({ closesAt: inDays(-2) })] });
    const answered = await surveyPage(world);
    expect(answered.standing).toBe('answered');
    expect(answered.canAnswer).toBe(false);
    const closed = await surveyPage(world, 's-short');
    expect(closed.standing).toBe('closed');
    expect(closed.canAnswer).toBe(false);
    closed.optionChosen('q-colour', 'colour-1');
    expect(closed.responses).toEqual({});
  });

  it('asks a guest to sign in, and offers the form once they have, on the same survey', async () => {
    const world = surveysWorld({ member: null });
    const page = await surveyPage(world, 's-short');
    expect(page.isGuest).toBe(true);
    expect(page.canAnswer).toBe(false);

    page.signInClicked();
    expect(world.auth.request).toMatchObject({ returnPath: null });

    runInAction(() => (world.session.membership = sampleMembership({ id: 'mem-ada' })));
    await expect.poll(() => world.gateway.callsOf('surveys').length).toBe(2);
    expect(page.canAnswer).toBe(true);
    page.optionChosen('q-colour', 'colour-1');
    expect(world.localStore.keys()).toEqual(['survey-draft:net-1:mem-ada:s-short']);
  });

  describe('input limits and drafts (issue 22 §5)', () => {
    it('counts a text answer’s characters from 80% of the 2,000 on, and does not send one past them', async () => {
      const world = surveysWorld();
      const page = await surveyPage(world, 's-short');
      page.optionChosen('q-colour', 'colour-1');
      page.textTyped('q-wish', 'w'.repeat(1_599));
      expect(page.questions[1]?.textNote).toEqual({ error: false, helperText: undefined });
      page.textTyped('q-wish', 'w'.repeat(2_000));
      expect(page.questions[1]?.textNote).toEqual({ error: false, helperText: '2,000 / 2,000' });

      page.textTyped('q-wish', 'w'.repeat(2_003));
      expect(page.questions[1]?.textNote).toEqual({ error: true, helperText: '2,003 / 2,000: 3 characters too many.' });
      await page.sendClicked();
      expect(world.gateway.callsOf('answer')).toEqual([]);
      expect(page.questions[1]?.problem).toBe('Keep your answer under 2000 characters.');
    });

    it('writes the answers at most every 500 ms, and never after the member signed out', async () => {
      const world = surveysWorld();
      const page = await surveyPage(world, 's-short');
      page.optionChosen('q-colour', 'colour-1');
      page.textTyped('q-wish', 'A medal');
      expect(world.localStore.get('survey-draft:net-1:mem-ada:s-short')).toMatchObject({ value: { responses: { 'q-colour': 'colour-1' } } });

      runInAction(() => (world.session.membership = null));
      world.localStore.removeByPrefix('survey-draft:net-1:');
      world.clock.advance(500);
      expect(world.localStore.keys()).toEqual([]);
    });
  });

  it('says when the survey does not exist', async () => {
    const page = await surveyPage(surveysWorld(), 's-unknown');
    expect(page.status).toBe('notFound');
    expect(page.pageTitle).toBe('Page not found');
  });

  it('says why the survey could not load, and loads it on retry', async () => {
    const world = surveysWorld();
    world.gateway.failNext('surveys', ApiError.unreachable());
    const page = await surveyPage(world);
    expect(page.status).toBe('failed');
    expect(page.failure).toBe(world.i18n.t('error.network'));
    page.retryClicked();
    await expect.poll(() => page.status).toBe('ready');
  });
});
