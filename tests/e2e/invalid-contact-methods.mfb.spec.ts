import { latestMessage, linkPathIn } from './support/outbox.js';
import { findAccount } from './support/recovery.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const invalidMethods =
  'The methods below have been marked invalid. You can update them after logging in.';

// fed.new's work email is flagged invalid; the security settings' list of it is in the fed.new
// journey of sign-in.mfb.spec.ts.
test('fed.new finds the account: only the valid method is offered, the flagged one listed, and the link asks for security questions', async ({
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
