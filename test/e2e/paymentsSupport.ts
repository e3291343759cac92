import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { latestDemoCode, SCREENSHOT_VIEWPORTS, signInThroughApi, snap, TAKES_SCREENSHOTS } from './support';

// Steps of the paid-network specs (payments.spec.ts, which runs in both builds).

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The one-time code the fake back end sent to `email`: the demo panel's inbox, or the server's control route. */
export async function codeSentTo(page: Page, apiBaseUrl: string, email: string): Promise<string> {
  if (!apiBaseUrl) return latestDemoCode(page);
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`${apiBaseUrl}/__demo/inbox`);
    const { data } = (await response.json()) as { data: { to: string; code: string }[] };
    code = data.find((message) => message.to === email)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

/** Types a card into the fake gateway's form, as a person would. */
export async function typeCard(page: Page, number: string) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
}

export async function signIn(page: Page, apiBaseUrl: string, networkId: string, email: string, path: string) {
  await page.goto(path);
  await signInThroughApi(page, apiBaseUrl || '/api', networkId, email);
  await page.goto(path);
}

export function planCard(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Plans' }).getByRole('article', { name: title });
}

/**
 * Screenshots of the screen as it is, at 375, 768 and 1280 px (`<name>-mobile`, `<name>-tablet`, `<name>-desktop`), for
 * people to look at.
 */
export async function snapBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const [label, viewport] of Object.entries(SCREENSHOT_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await snap(page, testInfo, `${name}-${label}`);
  }
  if (size) await page.setViewportSize(size);
}
