import { expect, test } from './fixtures';
import { planCard, signIn, snapBothWidths, typeCard } from './paymentsSupport';
import { DEMO, expectAccessible, snap, VIEWPORTS } from './support';

// Paid networks in the demo build only: these change seeded accounts (Tom, Elena, Chiara), which the http
// project's parallel tests share on its one fake back end server; in the demo build each test has its own.

test('a failed challenge is a payment error; a card that had the trial offers paying without it', async ({ page, apiBaseUrl }, testInfo) => {
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

  // Elena's Mastercard had Green Table's trial already.
  await page.context().clearCookies();
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'elena@demo.test', `/${DEMO.subscribable.slug}/subscribe?deny_reason=canceled`);
  await planCard(page, 'Yearly').getByRole('button', { name: 'Start 7-day free trial' }).click();
  await page.getByRole('button', { name: 'Start free trial, Mastercard •••• 4444' }).click();
  await expect(page.getByText('This card already had a free trial.')).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-fingerprint-error');
  await page.getByRole('button', { name: /^Pay €89\.00 now$/ }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
});

test('a canceled member reactivates from /subscribe?deny_reason=canceled', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'elena@demo.test', `/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe?deny_reason=canceled`);
  await expect(page.getByTestId('access-reason')).toHaveText('Your subscription has ended, so the contents are no longer available.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-canceled');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}`);
  await expect(page.getByRole('list', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible();
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`manage subscription: change plan, cancel, reactivate, default card, invoice (${label})`, async ({ page, apiBaseUrl }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'chiara@demo.test', `/${DEMO.subscribable.slug}`);
    await page.getByRole('banner').getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/settings/subscription`);
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan).toContainText('Yearly');
    await expect(plan).toContainText(/Renews on /);
    await expectAccessible(page);
    await snap(page, testInfo, `manage-subscription-${label}`);

    await plan.getByRole('button', { name: /^Switch to Monthly/ }).click();
    const change = page.getByRole('dialog', { name: 'Change plan' });
    await expect(change).toContainText(/You switch to Monthly (today|at your next renewal)/);
    await change.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(plan).toContainText('€9.00 per month');

    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(cancel).toContainText(/You keep access until /);
    await cancel.getByRole('radio', { name: 'I do not use it enough' }).check();
    await expectAccessible(page);
    await snap(page, testInfo, `manage-cancel-dialog-${label}`);
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(plan).toContainText('Cancelled at period end');
    await plan.getByRole('button', { name: 'Reactivate' }).click();
    await expect(plan).toContainText('Active');

    const cards = page.getByRole('region', { name: 'Saved cards' });
    await cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    await expect(cards.getByRole('alert')).toContainText('Make another card the default one before removing it.');
    await cards.getByRole('button', { name: 'Make American Express •••• 8431 the default card' }).click();
    await expect(cards.getByRole('listitem').filter({ hasText: 'American Express' })).toContainText('Default');

    const invoices = page.getByRole('region', { name: 'Invoices' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), invoices.getByRole('button', { name: /^Open invoice / }).first().click()]);
    await expect(tab).toHaveURL(/invoice/);
    await tab.close();
  });
}
