import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { readCodeFromOutbox } from './support/outbox.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { typeCode } from './support/two-step.js';

test('ind.twostep signs in with the code texted to the phone on file', async ({ page }) => {
  await signIn(page, 'ind.twostep', demoPassword);

  await expect(page).toHaveURL(/\/two-step-verification$/);
  // Text messages are this member's preference.
  await expect(
    page.getByRole('radio', { name: 'Text message (SMS) to (***) ***-0161' }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Email to l*****e@example.com' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'SEND CODE' }).click();

  await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
  await expect(page.getByText('We sent a 6-digit code to (***) ***-0161.')).toBeVisible();
  await expectNoAxeViolations(page);
  await typeCode(page, await readCodeFromOutbox(page, '3125550161'));

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lucia.');
  await chooseLogOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
});
