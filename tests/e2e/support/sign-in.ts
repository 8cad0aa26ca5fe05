import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** Fill and submit the login form as a person would: by its labels and the LOG IN button. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const logIn = page.getByRole('button', { name: 'LOG IN' });
  await expect(logIn).toBeEnabled();
  await logIn.click();
}

/**
 * Signed in, a member lands on the dashboard; a federal member without a plan lands on choosing
 * a plan while open season runs by the service's clock (login code 24 leads to enrolling; the
 * e2e service keeps the real date). Either way the journey goes on from the dashboard, through
 * the header's link when it must.
 */
export async function expectDashboardAfterSignIn(page: Page) {
  await expect(page).toHaveURL(/\/(dashboard|tools\/plan-option)$/);
  if (page.url().endsWith('/tools/plan-option')) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan');
    await page.getByRole('banner').getByRole('link', { name: 'DASHBOARD' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The bearer token the portal keeps for the signed-in member (sessionStorage). */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('portal.token'));
}

/** The server session behind `token` is over: the service refuses the token with 401. */
export async function expectTokenRefused(page: Page, token: string | null) {
  expect(token, 'a token to try').toBeTruthy();
  const answer = await page.request.post('/api/v1/ep/fehbLogin/logout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(answer.status()).toBe(401);
  expect((await answer.json()).returnCode).toBe(401);
}
