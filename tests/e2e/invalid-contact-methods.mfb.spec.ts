import { demoPassword } from './support/editions.js';
import { findAccount } from './support/recovery.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const invalidMethods =
  'The methods below have been marked invalid. You can update them after logging in.';

test.describe('contact methods flagged invalid (fed.new: work email)', () => {
  test('the security settings list the flagged work email under the notice', async ({ page }) => {
    await signIn(page, 'fed.new', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
    await header.getByRole('link', { name: 'Security Settings' }).click();

    const notice = page.getByRole('status').filter({ hasText: invalidMethods });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText([
      'Work email: elena.sokolova@example.org',
    ]);
    await expectNoAxeViolations(page);
  });

  test('finding the account offers only the valid method and lists the flagged one', async ({
    page,
  }) => {
    await page.goto('/account/find-account');
    await findAccount(page, { lastName: 'Sokolova', ssn: '900-10-0004', dateOfBirth: '08191995' });
    await expect(page).toHaveURL(/\/account\/reset-password$/);
    await expect(page.getByRole('status').filter({ hasText: invalidMethods })).toContainText(
      'Work email: e•••@example.org',
    );
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
