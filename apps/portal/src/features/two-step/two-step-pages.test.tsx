import { generate2FACodePath, validate2FACodePath } from '@portal/api/sign-in';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type PendingTwoStep, twoStepStore } from '../../session/two-step-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import {
  clientAnsweringByPath,
  envelope,
  type RenderPageOptions,
  renderPage,
} from '../../testing/render-page.js';
import { ChooseMethodPage } from './choose-method-page.js';
import { EnterCodePage } from './enter-code-page.js';
import { MultiFactorAuthPage } from './multi-factor-auth-page.js';
import { TwoStepLayout } from './two-step-layout.js';

/**
 * The rules of the two-step pages off the sign-in journey (tests/e2e/two-step.*.spec.ts): the
 * refusals of a code after the first, Cancel, the closed pages, and the set-up screen of a member
 * with no method yet. The service's side (three tries, a code of an earlier sign-in, lockout) is
 * apps/server/src/two-step/two-step.test.ts.
 */

const priya: Omit<PendingTwoStep, 'codeSent'> = {
  strMember_Id: '7100000002',
  str2FAPref: 'E',
  strMaskedEmail: 'p*****n@example.org',
  strMaskedPhone: '(***) ***-0111',
  promptMFA: false,
  strTokenMethod: 'L',
  redirectURL: '/dashboard',
  flow: null,
  settings: null,
};

const invalid =
  'That code is not correct. Type the code yourself instead of pasting it, or choose another way to get a code.';
const repeatedFailure =
  "That code didn't work again. Try sending a new code, or choose another way to get one.";

/** The service's refusal of a code (returnCode 300 with the code's status). */
const refused = (status: 'invalid' | 'expired' | 'tooManyAttempts') =>
  envelope(300, { strCodeStatus: status });

/**
 * Renders a two-step page with a sign-in waiting for its code, as the login page leaves it (after
 * renderPage, whose sign-out clears the pending sign-in with the session).
 */
function renderPending(
  ui: ReactNode,
  options: RenderPageOptions,
  pending: Omit<PendingTwoStep, 'codeSent'> = priya,
  codeSent: PendingTwoStep['codeSent'] = null,
) {
  const page = renderPage(ui, options);
  act(() => {
    twoStepStore.start(pending);
    if (codeSent) twoStepStore.codeSent(codeSent);
  });
  return page;
}

const sentByEmail = {
  method: 'E',
  maskedContact: 'p*****n@example.org',
  lifetimeSeconds: 600,
} as const;

describe.each(['MFB', 'MP'] as const)('the two-step pages (%s)', (edition) => {
  it('refuses a wrong code twice, then says it failed again; the right code is used up too', async () => {
    // The service counts the tries (two-step.test.ts 'allows three tries of a code').
    const answers = [
      refused('invalid'),
      refused('invalid'),
      refused('tooManyAttempts'),
      refused('tooManyAttempts'),
    ];
    const fake = clientAnsweringByPath({ [validate2FACodePath]: () => answers.shift() });
    const { screen, user } = renderPending(
      <EnterCodePage />,
      { edition, path: '/two-step-verification/enter-code', client: fake.client },
      priya,
      sentByEmail,
    );
    const field = await screen.findByLabelText('Verification code');

    async function typeCode(code: string) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(screen.getByRole('button', { name: 'VERIFY' }));
      await waitFor(() => expect(fake.call).toHaveBeenCalledTimes(4 - answers.length));
    }

    for (const attempt of [1, 2]) {
      await typeCode('111111');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(invalid));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      if (attempt === 1) await expectNoAxeViolations();
    }
    await typeCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(repeatedFailure));
    await expectNoAxeViolations();
    // Used up: the right code no longer works either.
    await typeCode('222222');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Try sending a new code'),
    );
    expect(
      fake.call.mock.calls.map(([, body]) => (body as { verify2FA: string }).verify2FA),
    ).toEqual(['111111', '111111', '111111', '222222']);
  });

  it('refuses a code of an earlier sign-in as not correct', async () => {
    // The service answers a code it no longer holds as invalid (two-step.test.ts).
    const fake = clientAnsweringByPath({ [validate2FACodePath]: refused('invalid') });
    const { screen, user } = renderPending(
      <EnterCodePage />,
      { edition, path: '/two-step-verification/enter-code', client: fake.client },
      priya,
      sentByEmail,
    );
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('That code is not correct.'),
    );
  });

  it('Cancel goes back to the login page and ends the pending sign-in', async () => {
    const page = renderPending(<ChooseMethodPage />, { edition, path: '/two-step-verification' });
    await page.user.click(await page.screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.location()).toBe('/login'));
    expect(twoStepStore.get()).toBeNull();
  });

  it('sends a visitor with no pending sign-in home from the verification pages', async () => {
    const page = renderPage(<TwoStepLayout />, {
      edition,
      path: '/two-step-verification/enter-code',
    });
    await waitFor(() => expect(page.location()).toBe('/'));
  });

  it('asks a member with no method yet where codes should go, and sends the code there', async () => {
    const fake = clientAnsweringByPath({
      [generate2FACodePath]: envelope(200, {
        str2FAPref: 'S',
        strMaskedContact: '(***) ***-0151',
        lnCodeLifetimeSeconds: 600,
      }),
    });
    const page = renderPending(
      <MultiFactorAuthPage />,
      { edition, path: '/two-step-verification/multi-factor-auth', client: fake.client },
      { ...priya, str2FAPref: null, strMaskedPhone: '(***) ***-0151', promptMFA: true },
    );
    expect(await page.screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Set up two-step verification',
    );
    await expectNoAxeViolations();

    await page.user.click(
      page.screen.getByRole('radio', { name: 'Text message (SMS) to (***) ***-0151' }),
    );
    await page.user.click(page.screen.getByRole('button', { name: 'SEND CODE' }));
    await waitFor(() => expect(page.location()).toBe('/two-step-verification/enter-code'));
    expect(fake.call.mock.calls[0]?.[1]).toMatchObject({ str2FAPref: 'S' });
    expect(twoStepStore.get()?.codeSent).toEqual({
      method: 'S',
      maskedContact: '(***) ***-0151',
      lifetimeSeconds: 600,
    });
  });
});
