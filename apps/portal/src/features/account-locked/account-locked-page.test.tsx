import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { AccountLockedPage } from './account-locked-page.js';

const tooManyAttempts =
  'For your security, your account has been locked due to too many previous invalid login attempts.';

describe.each(['MFB', 'MP'] as const)(
  'the locked-account page (%s, spec sections 2 and 8)',
  (edition) => {
    it('after invalid logins offers UNLOCK ACCOUNT, which goes to find your account', async () => {
      const page = renderPage(<AccountLockedPage />, {
        edition,
        path: '/account-locked?type=invalidLogin',
      });
      const { screen } = page;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Your account is locked.',
      );
      expect(screen.getByRole('main').textContent).toContain(tooManyAttempts);
      expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull();
      await expectNoAxeViolations();

      await page.user.click(screen.getByRole('button', { name: 'UNLOCK ACCOUNT' }));
      expect(page.location()).toBe('/account/find-account');
    });

    it.each(['lockAccount', 'secureAccount'])(
      'for %s says why and offers Contact Us',
      async (type) => {
        const { screen } = renderPage(<AccountLockedPage />, {
          edition,
          path: `/account-locked?type=${type}`,
        });
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          'Your account is locked.',
        );
        expect(screen.getByRole('main').textContent).toContain(tooManyAttempts);
        expect(screen.queryByRole('button', { name: 'UNLOCK ACCOUNT' })).toBeNull();
        expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
          'href',
          '/contact',
        );
        await expectNoAxeViolations();
      },
    );
  },
);
