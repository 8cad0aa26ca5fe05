import type { Page } from '@playwright/test';
import { activeFor, whileActive } from './support/activity.js';
import { demoPassword, shortTimers } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

// The service of these tests opens the idle warning after 4 s (spec: 840 s) and counts down 15 s
// (spec: 60 s): the same code paths, in seconds instead of minutes.
test.describe.configure({ timeout: 90_000 });

const warningWithin = (shortTimers.idleWarningSeconds + 10) * 1000;
const idleDialog = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('portal.token'));

async function signInAndWait(page: Page, username: string) {
  await whileActive(page, async () => {
    await signIn(page, username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test.describe('the idle watch (spec section 4, shortened)', () => {
  test('warns after the idle time with a countdown; Continue refreshes the token and resumes', async ({
    page,
    edition,
  }) => {
    await signInAndWait(page, edition.member.username);
    const before = await token(page);

    const dialog = idleDialog(page);
    await expect(dialog).toBeVisible({ timeout: warningWithin });
    await expect(dialog).toContainText(
      'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
    );
    await expect(dialog).toContainText(/Your session ends in \d+ seconds?!/);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    // The service answered the refresh with a new token.
    await expect.poll(() => token(page)).not.toBe(before);
    expect(await token(page)).toBeTruthy();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${edition.member.firstName}.`,
    );
  });

  test('Logout in the warning ends the session and goes home', async ({ page, edition }) => {
    await signInAndWait(page, edition.member.username);
    const dialog = idleDialog(page);
    await expect(dialog).toBeVisible({ timeout: warningWithin });
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(edition.productFlag === 'MP' ? /\/login$/ : /\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(await token(page)).toBeNull();
  });

  test('at zero the member is logged out and told why on the page they land on', async ({
    page,
    edition,
  }) => {
    await signInAndWait(page, edition.member.username);
    await expect(idleDialog(page)).toBeVisible({ timeout: warningWithin });

    const note = page
      .getByRole('status')
      .filter({ hasText: 'you were logged out because there was no activity for a while' });
    await expect(note).toBeVisible({ timeout: (shortTimers.idleCountdownSeconds + 10) * 1000 });
    await expect(page).toHaveURL(edition.productFlag === 'MP' ? /\/login$/ : /\/$/);
    await expect(idleDialog(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(await token(page)).toBeNull();
    await expectNoAxeViolations(page);

    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toHaveCount(0);
  });

  test('activity in another tab of the portal counts', async ({ page, edition }) => {
    await signInAndWait(page, edition.member.username);
    const otherTab = await page.context().newPage();
    await otherTab.goto('/faqs');

    // Busy in the other tab for longer than the idle time: this one gives no warning.
    await activeFor(otherTab, (shortTimers.idleWarningSeconds + 4) * 1000);
    await expect(idleDialog(page)).toHaveCount(0);

    // Quiet everywhere: the warning comes.
    await expect(idleDialog(page)).toBeVisible({ timeout: warningWithin });
    await otherTab.close();
  });
});
