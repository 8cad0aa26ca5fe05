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
