import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { LoginSecurityQuestionPage } from './login-security-question-page.js';

describe.each(['MFB', 'MP'] as const)('the login security question (%s)', (edition) => {
  it('without a pending sign-in sends the member back to log in', async () => {
    // The service answers 401 when the pending sign-in's cookie is absent or used up
    // (apps/server/src/security-settings/security-question.test.ts).
    const { client } = clientAnsweringByPath({ '/getSecurityQuestion': envelope(401) });
    const { screen } = renderPage(<LoginSecurityQuestionPage />, {
      edition,
      path: '/account/login-security-question',
      client,
    });

    const notice = await screen.findByText(/Your login has timed out or has already finished\./);
    expect(notice).toBeVisible();
    // Said politely, as a status (not an alert): nothing went wrong on the member's side.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });
});
