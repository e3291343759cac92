import { expect, test } from './fixtures';
import { codeSentTo, planCard, signIn, snapBothWidths, typeCard, uniqueEmail } from './paymentsSupport';
import { accountMenuButton, authDialog, chooseInAccountMenu, DEMO, expectAccessible, snap, VIEWPORTS } from './support';

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
  // Green Table welcomes a new member on its home (the ads of issue 15), when its welcome has come by then.
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^Welcome to the kitchen/ }), (welcome) => welcome.getByRole('button', { name: 'Close' }).click());
  await page.getByRole('button', { name: `Go to ${DEMO.subscribable.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
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
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'paywall-card-form');
  await page.getByRole('button', { name: /^Pay €49\.00$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Go to ${DEMO.purchasable.name}` })).toBeEnabled();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'paywall-success');
  await page.getByRole('button', { name: `Go to ${DEMO.purchasable.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
});

test('a member without a name buys Blue Note: going in, the complete-profile prompt the paywall held back asks for it (spec §4 "unless forced")', async ({ page, apiBaseUrl }) => {
  await signIn(page, apiBaseUrl, 'net-blue-note', 'nico@demo.test', `/${DEMO.purchasable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}/paywall?deny_reason=not_purchased`);
  // A purchasable network: no prompt before the purchase.
  await expect(page.getByRole('dialog', { name: 'About you' })).toHaveCount(0);
  await planCard(page, 'Full course: 24 lessons').getByRole('button', { name: 'Buy access' }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay €49\.00$/ }).click();
  await page.getByRole('button', { name: `Go to ${DEMO.purchasable.name}` }).click();
  await expect(page).toHaveURL(`/${DEMO.purchasable.slug}`);
  const about = page.getByRole('dialog', { name: 'About you' });
  await expect(about).toBeVisible();
  await about.getByLabel('First name').fill('Nico');
  await about.getByLabel('Last name').fill('Ferri');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toBeHidden();
  // Closing the prompt goes on to the consents (spec §4): Blue Note asks the profiling one.
  await page.getByRole('dialog', { name: 'A personalised experience' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(accountMenuButton(page)).toBeVisible();
});

test('a card declined when it is saved can be replaced; a failed bank challenge is a payment error', async ({ page, apiBaseUrl }, testInfo) => {
  // Blue Note sells without a trial, so the shared test cards never meet a used-trial refusal on the http server.
  await signIn(page, apiBaseUrl, 'net-blue-note', 'bea@demo.test', `/${DEMO.purchasable.slug}/paywall`);
  await planCard(page, 'Full course: 24 lessons').getByRole('button', { name: 'Buy access' }).click();
  // Declined when the card is saved (setup_intent_error): a new form on a new intent on retry.
  await typeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay €49\.00$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The card could not be saved.' })).toContainText('Your card was declined.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'paywall-setup-error');
  await page.getByRole('button', { name: 'Try again' }).click();
  await typeCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay €49\.00$/ }).click();
  await page.getByRole('dialog', { name: 'Confirm this payment' }).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through.' })).toContainText('The bank could not confirm this payment.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'paywall-challenge-failed');
});

test('a card that already had the free trial offers paying without it', async ({ page, apiBaseUrl }, testInfo) => {
  // Elena's Mastercard had Green Table's trial already.
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'elena@demo.test', `/${DEMO.subscribable.slug}/subscribe?deny_reason=canceled`);
  await planCard(page, 'Yearly').getByRole('button', { name: 'Start 7-day free trial' }).click();
  await page.getByRole('button', { name: 'Start free trial, Mastercard •••• 4444' }).click();
  await expect(page.getByText('This card already had a free trial.')).toBeVisible();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-fingerprint-error');
  await page.getByRole('button', { name: /^Pay €89\.00 now$/ }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  // Enabled once the membership is read again: its colour changes then.
  await expect(page.getByRole('button', { name: `Go to ${DEMO.subscribable.name}` })).toBeEnabled();
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-success-without-trial');
});

test('a canceled member reactivates from /subscribe?deny_reason=canceled', async ({ page, apiBaseUrl }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signIn(page, apiBaseUrl, DEMO.subscribable.id, 'ines@demo.test', `/${DEMO.subscribable.slug}`);
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/subscribe?deny_reason=canceled`);
  await expect(page.getByTestId('access-reason')).toHaveText('Your subscription has ended, so the contents are no longer available.');
  await expectAccessible(page);
  await snapBothWidths(page, testInfo, 'subscribe-canceled');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page).toHaveURL(`/${DEMO.subscribable.slug}`);
  await expect(page.getByRole('feed', { name: 'Latest contents' }).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
});

// One account per viewport: the http project's tests run at once against one server.
const MANAGERS_OF_A_SUBSCRIPTION = { desktop: 'chiara@demo.test', mobile: 'dario@demo.test' } as const;

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`manage subscription: change plan, cancel, reactivate, default card, invoice (${label})`, async ({ page, apiBaseUrl }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, apiBaseUrl, DEMO.subscribable.id, MANAGERS_OF_A_SUBSCRIPTION[label as keyof typeof VIEWPORTS], `/${DEMO.subscribable.slug}`);
    await chooseInAccountMenu(page, 'Subscription');
    await expect(page).toHaveURL(`/${DEMO.subscribable.slug}/settings/subscription`);
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan).toContainText('Yearly');
    await expect(plan).toContainText(/Renews on /);
    await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
    await snap(page, testInfo, `manage-subscription-${label}`);

    await plan.getByRole('button', { name: /^Switch to Monthly/ }).click();
    const change = page.getByRole('dialog', { name: 'Change plan' });
    await expect(change).toContainText(/You switch to Monthly (today|at your next renewal)/);
    await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
    await snap(page, testInfo, `manage-change-dialog-${label}`);
    await change.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(plan).toContainText('€9.00 per month');

    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(cancel).toContainText(/You keep access until /);
    await cancel.getByRole('radio', { name: 'I do not use it enough' }).check();
    await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
    await snap(page, testInfo, `manage-cancel-dialog-${label}`);
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(plan).toContainText('Cancelled at period end');
    await plan.getByRole('button', { name: 'Reactivate' }).click();
    await expect(plan).toContainText('Active');

    const cards = page.getByRole('region', { name: 'Saved cards' });
    await cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    await expect(cards.getByRole('alert')).toContainText('Make another card the default one before removing it.');
    await expectAccessible(page, { onlyAt: VIEWPORTS.mobile });
    await cards.getByRole('button', { name: 'Make American Express •••• 8431 the default card' }).click();
    await expect(cards.getByRole('listitem').filter({ hasText: 'American Express' })).toContainText('Default');

    const invoices = page.getByRole('region', { name: 'Invoices' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), invoices.getByRole('button', { name: /^Open invoice / }).first().click()]);
    await expect(tab).toHaveURL(/invoice/);
    await tab.close();
  });
}
