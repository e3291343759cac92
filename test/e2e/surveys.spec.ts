import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapBothWidths } from './paymentsSupport';
import { DEMO, expectAccessible, signInThroughApi, signInThroughModal } from './support';

// The surveys of issue 11, in the demo build and in the http build against the fake back end server. The http
// project's tests share that server: only nina answers (Atelier Ceramica's workshop survey); the guest test signs
// giulia in and answers nothing.

const ATELIER = { ...DEMO.private, id: 'net-atelier-ceramica' };
const HARBOUR = DEMO.public;

const surveyList = (page: Page) => page.getByRole('list', { name: 'Surveys' });
const surveyCard = (page: Page, title: string) => surveyList(page).getByRole('article', { name: title });

test('a member answers a long survey with every type of question: required enforced, answers kept through a reload, thanks, then marked answered', async ({ page, apiBaseUrl }, testInfo) => {
  // One member's whole journey through five questions, with three axe checks and screenshots at two widths.
  test.setTimeout(60_000);
  await page.goto(`/${ATELIER.slug}`);
  await signInThroughApi(page, apiBaseUrl || '/api', ATELIER.id, 'nina@demo.test');
  await page.goto(`/${ATELIER.slug}/surveys`);

  await expect(page).toHaveTitle('Surveys · Atelier Ceramica');
  const spring = surveyCard(page, 'Spring workshop wishes');
  await expect(spring).toContainText('Open');
  await expect(spring).toContainText(/Closes on \w+ \d+, \d{4}/);
  await expect(spring).toContainText('5 questions');
  const openDay = surveyCard(page, 'Open day feedback');
  await expect(openDay).toContainText(/Closed on/);
  await expect(openDay.getByRole('link')).toHaveCount(0);
  // Open ones first.
  await expect(surveyList(page).getByRole('article').first()).toHaveAccessibleName('Spring workshop wishes');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'surveys-member');

  await spring.getByRole('link', { name: 'Answer: Spring workshop wishes' }).click();
  await expect(page).toHaveURL(/\/atelier-ceramica\/surveys\/srv-atelier-spring$/);
  await expect(page).toHaveTitle('Spring workshop wishes · Atelier Ceramica');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();

  // A required question left empty: the reason on the question, focus on its first choice.
  await page.getByRole('button', { name: 'Next question' }).click();
  const technique = page.getByRole('radiogroup', { name: 'Which technique should the spring workshop teach?' });
  await expect(technique).toHaveAccessibleDescription('This question is required: choose an answer.');
  await expect(technique.getByRole('radio', { name: 'Wheel throwing' })).toBeFocused();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'survey-required');

  // Single choice by keyboard: the arrow picks, Enter goes on.
  await page.keyboard.press('ArrowDown');
  await expect(technique.getByRole('radio', { name: 'Hand building' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('checkbox', { name: 'Friday' }).check();
  await page.getByRole('button', { name: 'Next question' }).click();
  const piece = page.getByRole('textbox', { name: 'Which piece would you like to make?' });
  await expect(piece).toBeFocused();
  await piece.fill('A tall vase\nwith a blue glaze');

  // Not sent yet: a reload brings the answers and the place back.
  await page.reload();
  await expect(page.getByText('Your unsent answers were restored.')).toBeVisible();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await expect(piece).toHaveValue('A tall vase\nwith a blue glaze');
  await page.getByRole('button', { name: 'Previous question' }).click();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Wednesday' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.getByRole('radio', { name: 'Porcelain' }).check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Question 5 of 5')).toBeVisible();

  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/unity-answer'));
  await page.getByRole('button', { name: 'Send answers' }).click();
  expect((await sent).postDataJSON()).toEqual({
    surveyId: 'srv-atelier-spring',
    answers: [
      { questionId: 'q-technique', answer: 'opt-technique-2' },
      { questionId: 'q-evenings', answer: ['opt-evenings-1', 'opt-evenings-3'] },
      { questionId: 'q-piece', answer: 'A tall vase\nwith a blue glaze' },
      { questionId: 'q-clay', answer: 'opt-clay-2' },
    ],
  });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(page.getByText('Your answers to “Spring workshop wishes” were sent.')).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'survey-thanks');

  // Sent: the draft is gone, and the list marks the survey answered.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('survey-draft:')))).toEqual([]);
  await page.getByRole('link', { name: 'All surveys' }).first().click();
  await expect(surveyCard(page, 'Spring workshop wishes')).toContainText('Answered');
  await expect(surveyCard(page, 'Spring workshop wishes').getByRole('link')).toHaveCount(0);
});

test('a guest sees the surveys and is asked to sign in to answer one, then comes back to it', async ({ page, baseURL }, testInfo) => {
  // A returning visitor: the modal opens in sign-in mode (the authed-before cookie, spec §4).
  await page.context().addCookies([{ name: 'authed-before', value: '1', url: baseURL ?? '' }]);
  await page.goto(`/${HARBOUR.slug}/surveys`);

  await expect(page).toHaveTitle('Surveys · Harbour Runners');
  await expect(surveyList(page).getByRole('article')).toHaveCount(3);
  await expect(surveyCard(page, 'Plan the autumn season with us')).toContainText('Open');
  await expect(surveyCard(page, 'How was the night run?')).toContainText('Closed');
  await expect(page.getByText('Sign in to answer the surveys.')).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'surveys-guest');

  await surveyCard(page, 'Plan the autumn season with us').getByRole('link', { name: /^Answer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan the autumn season with us' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'survey-guest');

  await page.getByRole('button', { name: 'Sign in to answer' }).click();
  await signInThroughModal(page, 'giulia@demo.test');

  await expect(page).toHaveURL(/\/harbour-runners\/surveys\/srv-harbour-season$/);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Which race should the club train for?' })).toBeVisible();
});
