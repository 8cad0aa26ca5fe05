import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { answerSecurityQuestion, questionShown } from './support/recovery.js';
import {
  expectDashboardAfterSignIn,
  expectTokenRefused,
  sessionToken,
  signIn,
} from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * Sign-in journeys of demo members who exist only in the federal edition. The branches off these
 * paths are tested beside their pages (apps/portal/src/features/*\/*.test.tsx) and in the
 * service's tests (apps/server/src/auth, apps/server/src/security-settings).
 */

const invalidMethods =
  'The methods below have been marked invalid. You can update them after logging in.';

test('fed.verify is asked a security question, answers wrong, then right, and is signed in', async ({
  page,
}) => {
  await signIn(page, 'fed.verify', demoPassword);
  // Forward code 1: the security question comes first.
  await expect(page).toHaveURL(/\/account\/login-security-question$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Answer your security question');
  const firstQuestion = await questionShown(page);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox').fill('Not my answer');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your answer does not match our records. Try another question.',
  );
  const nextQuestion = await questionShown(page);
  expect(nextQuestion).not.toBe(firstQuestion);
  await expectNoAxeViolations(page);

  await answerSecurityQuestion(page);
  await expectDashboardAfterSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace.');
  // A real session: the token the answer issued is kept.
  expect(await sessionToken(page)).toBeTruthy();
});

test('fed.new sees the flagged work email listed in the security settings', async ({ page }) => {
  await signIn(page, 'fed.new', demoPassword);
  // Login code 19, a new hire inside the window: to enrolling, which starts from choosing a plan.
  await expect(page).toHaveURL(/\/tools\/plan-option$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
  await header.getByRole('link', { name: 'Security Settings' }).click();
  const notice = page.getByRole('status').filter({ hasText: invalidMethods });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText(['Work email: elena.sokolova@example.org']);
  await expectNoAxeViolations(page);
});

test('mil.family is sent to branch of service; No to the question logs out', async ({ page }) => {
  await signIn(page, 'mil.family', demoPassword);
  // Login code 30 (needSponsorInfo): the sponsor's branch of service is missing.
  await expect(page).toHaveURL(/\/account-creation\/branch-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your service');
  // What is on file is shown: the sponsor's name.
  await expect(page.getByLabel("Sponsor's first name")).toHaveValue('Marcus');
  await expectNoAxeViolations(page);

  // No logs out: home, the tab's session storage emptied, the server session ended.
  const token = await sessionToken(page);
  await chooseLogOut(page);
  await page
    .getByRole('dialog', { name: 'Incomplete Profile' })
    .getByRole('button', { name: 'No' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expectTokenRefused(page, token);
});
