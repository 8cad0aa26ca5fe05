import { demoPassword } from './support/editions.js';
import { answerSecurityQuestion, questionShown, signInAndWait } from './support/recovery.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const wrongAnswer = 'Your answer does not match our records. Try another question.';

test.describe('the security question at sign-in (forward code 1)', () => {
  test('fed.verify answers wrong, gets another question, then answers right and is signed in', async ({
    page,
  }) => {
    await signInAndWait(page, 'fed.verify', demoPassword);
    // The login page routes forward code 1 here (the sign-in work); the test opens it itself.
    await page.goto('/account/login-security-question');
    const firstQuestion = await questionShown(page);

    await page.getByRole('textbox').fill('Not my answer');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByRole('alert')).toContainText(wrongAnswer);
    const nextQuestion = await questionShown(page);
    expect(nextQuestion).not.toBe(firstQuestion);
    await expectNoAxeViolations(page);

    await answerSecurityQuestion(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace.');
    // A real session: the token the answer issued is kept.
    expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeTruthy();
  });

  test('without a pending sign-in the page sends the member back to log in', async ({ page }) => {
    await page.goto('/account/login-security-question');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your login has timed out or has already finished.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);
  });
});
