import type { Page } from '@playwright/test';

/** Log Out from the header's MY ACCOUNT menu, as a member does. */
export async function chooseLogOut(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
  await header.getByRole('button', { name: 'Log Out' }).click();
}
