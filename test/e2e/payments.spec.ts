import { expect, test } from './fixtures';
import { codeSentTo, planCard, signIn, snapBothWidths, typeCard, uniqueEmail } from './paymentsSupport';
import { authDialog, DEMO, expectAccessible, VIEWPORTS } from './support';

// Paid networks (issue 9) with the fake payment gateway and Stripe's test cards: in the demo build, and in the
// http build made with VITE_PAYMENTS=fake against the fake back end server (.env.http).

test('a guest on Green Table signs up, subscribes with 4242 and reads the contents', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe`);
  await expect(planCard(page, 'Monthly')).toContainText('7 days free, then €9.00 per month');
  await expect(planCard(page, 'Yearly')).toContainText(/Save \d+%/);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-plans-guest');

  await planCard(page, 'Monthly').getByRole('button', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/plan=bundle-green-monthly/);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'use e-mail' }).click();
  const email = uniqueEmail('guest');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Kitchen!2026');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Code').fill(await codeSentTo(page, apiBaseUrl, email));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  // Green Table asks for the promotional consent after sign-up.
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();

  // Back on the plan chosen before signing up: no saved card, so the card form.
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(page.getByLabel('Your plan')).toContainText('Monthly');
  await typeCard(page, '4242 4242 4242 4242');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-card-form');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
  await expect(page.getByText(/Your trial ends on .+; then €9\.00 is charged/)).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-success');
  await page.getByRole('button', { name: `Go to ${DEMO.subscribable.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}`);
  await expect(page.getByRole('list', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
});

test('a card declined at payment (9995) says why; another card passes the bank’s 3-D Secure challenge (3184)', async ({ page, apiBaseUrl }, testInfo) => {
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'tom@demo.test', `/${DEMO.subscribable.slug}/subscribe`);
  await planCard(page, 'Yearly').getByRole('button', { name: 'Start 7-day free trial' }).click();
  await expect(page.getByRole('list', { name: 'Saved cards' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial, Mastercard •••• 5100' })).toBeDisabled();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-saved-cards');
  await page.getByRole('button', { name: 'Use a new card' }).click();
  // The new step takes the focus (the button that led there is gone).
  await expect(page.locator(':focus')).toContainText('Card details');
  await typeCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through.' })).toContainText(/insufficient funds/i);
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-payment-error');
  await page.getByRole('button', { name: 'Use another card' }).click();
  await page.getByRole('button', { name: 'Use a new card' }).click();
  await typeCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  const challenge = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(challenge.getByRole('button', { name: 'Approve' })).toBeFocused();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-challenge');
  await challenge.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
});

test('a member buys Blue Note on its paywall and goes straight to the lessons', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signIn(page, apiBaseUrl, 'net-blue-note', 'sara@demo.test', `/${DEMO.purchasable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}/paywall?deny_reason=not_purchased`);
  await expect(planCard(page, 'Full course: 24 lessons')).toContainText('one-time payment');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'paywall');
  await planCard(page, 'Full course: 24 lessons').getByRole('button', { name: 'Buy access' }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay €49\.00$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase complete' })).toBeVisible();
  await page.getByRole('button', { name: `Go to ${DEMO.purchasable.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}`);
  await expect(page.getByRole('list', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
});
