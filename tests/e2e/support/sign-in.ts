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
