import { findYourAccountPath } from '@portal/api/recovery';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page as browserPage } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { FindAccountPage } from './find-account-page.js';

/**
 * Find your account off the recovery journey (tests/e2e/account-recovery.spec.ts, which finds the
 * account): a miss. The service answers every miss alike, whichever fact was wrong
 * (apps/server/src/recovery/find-account.test.ts); the page says the spec's one message.
 */

const notFound = 'We could not locate an account with this information. Verify it and try again.';

describe.each(['MFB', 'MP'] as const)('the find-account page (%s)', (edition) => {
  it('says the one not-found message for a miss, and keeps the member on the page', async () => {
    const fake = clientAnsweringByPath({ [findYourAccountPath]: envelope(404) });
    const page = renderPage(<FindAccountPage />, {
      edition,
      path: '/account/find-account',
      client: fake.client,
    });
    const { screen, user } = page;
    await user.type(await screen.findByLabelText('Last name'), 'Lindqvist');
    await user.type(screen.getByLabelText('Social Security number'), '900-99-0000');
    const dateOfBirth = within(screen.getByRole('group', { name: 'Date of birth' }));
    await user.type(dateOfBirth.getByRole('textbox', { name: 'Day' }), '21');
    await user.type(dateOfBirth.getByRole('textbox', { name: 'Month' }), '02');
    await user.type(dateOfBirth.getByRole('textbox', { name: 'Year' }), '1982');
    await user.click(screen.getByRole('button', { name: 'FIND MY ACCOUNT' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(notFound));
    expect(page.location()).toBe('/account/find-account');
    expect(fake.call).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it.each([390, 1280])(
    "keeps FIND MY ACCOUNT within the fields' column at %i px, the date parts their own width",
    async (width) => {
      await browserPage.viewport(width, 900);
      const { screen } = renderPage(<FindAccountPage />, {
        edition,
        path: '/account/find-account',
      });
      const lastName = (await screen.findByLabelText('Last name')).getBoundingClientRect();
      const submit = screen
        .getByRole('button', { name: 'FIND MY ACCOUNT' })
        .getBoundingClientRect();
      expect(submit.right).toBeLessThanOrEqual(lastName.right + 0.5);
      expect(submit.left).toBeGreaterThanOrEqual(lastName.left - 0.5);
      // GOV.UK's memorable date: Day and Month two characters wide, Year four, not a column each.
      const day = screen.getByLabelText('Day').getBoundingClientRect();
      const year = screen.getByLabelText('Year').getBoundingClientRect();
      expect(day.width).toBeLessThan(lastName.width / 3);
      expect(year.width).toBeGreaterThan(day.width);
      expect(year.width).toBeLessThan(lastName.width / 2);
    },
  );
});
