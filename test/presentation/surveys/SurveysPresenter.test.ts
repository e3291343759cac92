import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { SurveysPresenter } from '../../../src/presentation/surveys/SurveysPresenter';
import { inDays, longSurvey, shortSurvey, surveysWorld } from './surveysHarness';

async function surveysPage(world: ReturnType<typeof surveysWorld>) {
  const page = new SurveysPresenter(world.gateway, world.session, world.clock, world.i18n);
  page.mount();
  await expect.poll(() => page.status).not.toBe('loading');
  return page;
}

describe('SurveysPresenter', () => {
  it('lists open ones first with their closing date, then answered ones marked, then closed ones not answerable', async () => {
    const world = surveysWorld({
      surveys: [
        shortSurvey({ id: 'closed', title: 'Night run', closesAt: '2026-11-20T18:00:00Z' }),
        longSurvey({ id: 'answered', title: 'Kit', answered: true }),
        shortSurvey({ id: 'open-no-date', title: 'Ideas' }),
        longSurvey({ id: 'open', title: 'Season', closesAt: '2026-12-08T18:00:00Z' }),
      ],
    });
    const page = await surveysPage(world);

    expect(page.items.map((item) => [item.title, item.standingLabel, item.closing, item.questionCount, item.answerable])).toEqual([
      ['Season', 'Open', 'Closes on December 8, 2026', '5 questions', true],
      ['Ideas', 'Open', 'No closing date', '2 questions', true],
      ['Kit', 'Answered', expect.stringMatching(/^Closes on /), '5 questions', false],
      ['Night run', 'Closed', 'Closed on November 20, 2026', '2 questions', false],
    ]);
    expect(page.pageTitle).toBe('Surveys');
  });

  it('is empty when the network has no survey', async () => {
    const page = await surveysPage(surveysWorld({ surveys: [] }));
    expect(page.status).toBe('ready');
    expect(page.items).toEqual([]);
  });

  it('says why the list could not load, and loads it on retry', async () => {
    const world = surveysWorld();
    world.gateway.failNext('surveys', new ApiError(500, 'Http500', ''));
    const page = await surveysPage(world);
    expect(page.status).toBe('failed');
    expect(page.failure).toBe(world.i18n.t('error.generic'));
    page.retryClicked();
    await expect.poll(() => page.status).toBe('ready');
  });

  it('reads the list again when a guest signs in, since answered is theirs', async () => {
    const world = surveysWorld({ member: null, surveys: [shortSurvey({ closesAt: inDays(3) })] });
    const page = await surveysPage(world);
    expect(page.isGuest).toBe(true);

    world.gateway.surveysOf.set('net-1', [shortSurvey({ closesAt: inDays(3), answered: true })]);
    runInAction(() => (world.session.membership = sampleMembership({ id: 'mem-ada' })));

    await expect.poll(() => page.items[0]?.standing).toBe('answered');
    expect(page.isGuest).toBe(false);
  });
});
