import { demoPassword } from './support/editions.js';
import { latestMessage, linkPathIn } from './support/outbox.js';
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

  test('finding the account offers only the valid method and lists the flagged one; the link asks for security questions', async ({
    page,
  }) => {
    // Find, send, read the outbox and open the link, with axe twice: more than the default 30 s.
    test.setTimeout(60_000);
    await page.goto('/account/find-account');
    await findAccount(page, { lastName: 'Sokolova', ssn: '900-10-0004', dateOfBirth: '08191995' });
    await expect(page).toHaveURL(/\/account\/reset-password$/);
    await expect(page.getByRole('status').filter({ hasText: invalidMethods })).toContainText(
      'Work email: e•••@example.org',
    );
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await expectNoAxeViolations(page);

    // fed.new has no security questions: the page its link opens asks for three with the password.
    // (Nothing is submitted: other tests sign fed.new in with the demo password.)
    await page.getByRole('button', { name: 'SEND LINK' }).click();
    await expect(page.getByRole('status').filter({ hasText: '•••-•••-0131' })).toBeVisible();
    const text = await latestMessage(page, '2025550131');
    await page.goto(linkPathIn(text.text));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Security questions' })).toBeVisible();
    await expect(page.getByLabel('Security question 3')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
