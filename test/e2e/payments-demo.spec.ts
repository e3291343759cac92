import { expect, test } from './fixtures';
import { planCard, signIn, snapBothWidths, typeCard } from './paymentsSupport';
import { DEMO, expectAccessible } from './support';

// Paid networks in the demo build only: Tom's account is the http project's too (payments.spec.ts), and its tests
// share one fake back end server; in the demo build each test has its own.

test('a card declined when it is saved can be replaced; a failed challenge is a payment error', async ({ page, apiBaseUrl }, testInfo) => {
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'tom@demo.test', `/${DEMO.subscribable.slug}/subscribe`);
  await planCard(page, 'Monthly').getByRole('button', { name: 'Start 7-day free trial' }).click();
  await page.getByRole('button', { name: 'Use a new card' }).click();
  // Declined when the card is saved (setup_intent_error): a new form on a new intent on retry.
  await typeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The card could not be saved.' })).toContainText('Your card was declined.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-setup-error');
  await page.getByRole('button', { name: 'Try again' }).click();
  await typeCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.getByRole('dialog', { name: 'Confirm this payment' }).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through.' })).toContainText('The bank could not confirm this payment.');
});
