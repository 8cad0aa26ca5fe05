import { loginPath } from '@portal/api/sign-in';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoStepStore } from '../../session/two-step-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { LoginPage } from './login-page.js';

/**
 * A sign-in that needs its second step (forward code 10): the verification screen, or first the
 * set-up screen for a member who has no method yet (promptMFA). The two-step journeys
 * (tests/e2e/two-step.*.spec.ts) follow the first; the set-up screen is two-step-pages.test.tsx.
 */

const twoStepStart = {
  strMember_Id: '7100000007',
  str2FAPref: null,
  strMaskedEmail: null,
  strMaskedPhone: '(***) ***-0151',
  promptMFA: true,
  strTokenMethod: 'L',
};

describe.each(['MFB', 'MP'] as const)('the login page before a second step (%s)', (edition) => {
  it.each([
    [true, '/two-step-verification/multi-factor-auth'],
    [false, '/two-step-verification'],
  ])('with promptMFA %s goes to %s, keeping the redirect target', async (promptMFA, target) => {
    const fake = clientAnsweringByPath({
      [loginPath]: envelope(200, { objTwoStep: { ...twoStepStart, promptMFA } }, 10),
    });
    const { screen, user, location } = renderPage(<LoginPage />, {
      edition,
      path: '/login?redirectURL=/bank-dashboard',
      route: '/login',
      client: fake.client,
    });
    await user.type(await screen.findByLabelText('Username'), 'fed.mfa');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-Portal-2026');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));

    await waitFor(() => expect(location()).toBe(target));
    expect(twoStepStore.get()).toMatchObject({
      strMember_Id: '7100000007',
      promptMFA,
      redirectURL: '/bank-dashboard',
    });
    // No session before the second step.
    expect(sessionStorage.getItem('portal.token')).toBeNull();
  });
});
