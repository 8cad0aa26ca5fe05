import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

test.describe('the alerts bell (spec section 4, pending-action flag)', () => {
  test('shows a pending action for a member whose work email is flagged invalid', async ({
    page,
  }) => {
    await signIn(page, 'fed.new', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    const bell = page.getByRole('banner').getByRole('link', { name: 'Alerts, action pending' });
    await expect(bell).toHaveAttribute('href', '/manage-alert');
    await expectNoAxeViolations(page);
  });

  test('shows no pending action when nothing is flagged', async ({ page }) => {
    await signIn(page, 'fed.member', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Alerts', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alerts, action pending' })).toHaveCount(0);
  });
});
