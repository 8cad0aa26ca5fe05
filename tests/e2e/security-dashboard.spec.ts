import { signedInClient } from './support/api-session.js';
import { demoPassword } from './support/editions.js';
import { latestMessage } from './support/outbox.js';
import { recoveryMembers } from './support/recovery.js';
import { expectDashboardAfterSignIn, signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

test.describe('security settings (/security-dashboard)', () => {
  test('change the password, the security questions and two-step verification, each with a notice', async ({
    page,
    edition,
  }) => {
    // Three changes with their notices in one test (they share the member): more than 30 s.
    test.setTimeout(120_000);
    const member = recoveryMembers[edition.productFlag].settings;
    const newPassword = `${edition.productFlag.toLowerCase()}-copper-kettle-51`;
    await signIn(page, member.username, demoPassword);
    await expectDashboardAfterSignIn(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
    await header.getByRole('link', { name: 'Security Settings' }).click();
    await expect(page).toHaveURL(/\/security-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Password. (A wrong current password, and each field's message, are in the page tests.)
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(demoPassword);
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(password.getByRole('status')).toContainText('Your password has been changed.');
    expect((await latestMessage(page, member.email)).subject).toBe('Your password was changed');
    const client = await signedInClient(
      edition.baseURL,
      member.username,
      newPassword,
      edition.productFlag,
    );
    expect(client.memberId).toBeTruthy();

    // Security questions.
    const questions = page.getByRole('region', { name: 'Security questions' });
    await expect(
      questions.getByRole('list', { name: 'Your security questions now:' }),
    ).toContainText('What was the name of your first pet?');
    const choices = [
      ['In what city did your parents meet?', 'Lisbon'],
      ['What was the name of your first school?', 'Hillside Primary'],
      ["What is your oldest sibling's middle name?", 'Kenji'],
    ] as const;
    for (const [index, [question, answer]] of choices.entries()) {
      await questions
        .getByLabel(`Security question ${index + 1}`)
        .selectOption({ label: question });
      await questions.getByLabel(`Answer ${index + 1}`).fill(answer);
    }
    await questions.getByLabel('Current password').fill(newPassword);
    await questions.getByRole('button', { name: 'CHANGE SECURITY QUESTIONS' }).click();
    await expect(questions.getByRole('status')).toContainText(
      'Your security questions have been changed.',
    );
    await expect(
      questions.getByRole('list', { name: 'Your security questions now:' }),
    ).toContainText('In what city did your parents meet?');
    expect((await latestMessage(page, member.email)).subject).toBe(
      'Your security questions were changed',
    );

    // Two-step verification: on, codes by text message.
    const twoStep = page.getByRole('region', { name: 'Two-step verification' });
    await twoStep.getByRole('radio', { name: 'On' }).check();
    await twoStep.getByRole('radio', { name: 'Text message' }).check();
    await twoStep.getByRole('button', { name: 'SAVE TWO-STEP SETTINGS' }).click();
    // Issue 22: a two-step change asks to confirm it's the member first (the new password now).
    const confirm = twoStep.getByRole('region', { name: "Confirm it's you" });
    await confirm.getByLabel('Password', { exact: true }).fill(newPassword);
    await confirm.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(twoStep.getByRole('status')).toContainText(
      'Your two-step verification settings have been saved.',
    );
    expect((await latestMessage(page, member.email)).subject).toBe(
      'Your two-step verification settings were changed',
    );
    await expectNoAxeViolations(page);
  });
});
