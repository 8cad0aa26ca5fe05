import { loginPath } from '@portal/api/sign-in';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import {
  clientAnsweringByPath,
  envelope,
  failingClient,
  renderPage,
} from '../../testing/render-page.js';
import { LoginPage } from './login-page.js';

const invalidCredentials = 'The username/password you entered is incorrect.';
const multipleAttempts =
  "Looks like you're having trouble. Click or tap the Need Help? option to find your account and reset your password.";
const serviceUnavailable = "We're unable to complete your request at this time.";
const contactCustomerCare = 'Please try again later or call customer care at';

/** The sign-in answers (spec section 4 'Login outcome by return code'), as the service sends them. */
const answers = {
  wrongPassword: envelope(404),
  locked: envelope(4740, null, 5),
  internalError: envelope(500),
  unavailable: envelope(503),
  securityCheck: envelope(200, { objuservo: null }, 1),
};

/** The login page with a client that gives every sign-in `answer`. */
function loginPageAnswering(edition: 'MFB' | 'MP', answer: unknown) {
  const fake = clientAnsweringByPath({ [loginPath]: answer });
  return { ...renderPage(<LoginPage />, { edition, path: '/login', client: fake.client }), fake };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the login page (%s)', (edition) => {
  type Page = ReturnType<typeof renderPage>;

  async function logIn({ screen, user }: Page, username: string, password: string) {
    const usernameField = await screen.findByLabelText('Username');
    const passwordField = screen.getByLabelText('Password', { exact: true });
    await user.clear(usernameField);
    await user.type(usernameField, username);
    await user.clear(passwordField);
    await user.type(passwordField, password);
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
  }

  it('offers the spec fields: Username (50) and Password (20), autocomplete off, Need Help?', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in to your account');
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(username).toHaveAttribute('maxlength', '50');
    expect(password).toHaveAttribute('maxlength', '20');
    expect(username).toHaveAttribute('autocomplete', 'off');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('button', { name: 'Need Help?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeDisabled();
    await expectNoAxeViolations();

    // Typing past the limits keeps the first 50 and 20 characters.
    await user.type(username, 'u'.repeat(55));
    await user.type(password, 'p'.repeat(25));
    expect(username).toHaveValue('u'.repeat(50));
    expect(password).toHaveValue('p'.repeat(20));
  });

  it('says Required. under each field left empty, and keeps LOG IN disabled', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password', { exact: true });
    const logIn = screen.getByRole('button', { name: 'LOG IN' });

    await user.click(username);
    await user.tab();
    await user.tab();
    await user.tab();

    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(logIn).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('enables LOG IN only once both fields are filled', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    const logIn = screen.getByRole('button', { name: 'LOG IN' });

    await user.type(await screen.findByLabelText('Username'), 'someone');
    expect(logIn).toBeDisabled();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret');
    await waitFor(() => expect(logIn).toBeEnabled());
  });

  it('resets a whitespace-only value on blur and reports it as required; typing clears that', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    const username = await screen.findByLabelText('Username');

    await user.type(username, '   ');
    // Leave the field for the page around it (a Tab would leave the password empty too).
    await user.click(document.body);

    expect(username).toHaveValue('');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Required.')).toBeVisible();
    await expectNoAxeViolations();

    await user.type(username, 'j');
    await waitFor(() => expect(screen.queryByText('Required.')).toBeNull());
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('reveals the password with Show and masks it again with Hide', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    const password = await screen.findByLabelText('Password', { exact: true });
    await user.type(password, 'secret');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('goes to find your account on Need Help?', async () => {
    const page = renderPage(<LoginPage />, { edition, path: '/login' });
    await page.user.click(await page.screen.findByRole('button', { name: 'Need Help?' }));
    expect(page.location()).toBe('/account/find-account');
  });

  it('walks repeated failed sign-ins through the messages, then to the need-help flow', async () => {
    const page = loginPageAnswering(edition, answers.wrongPassword);
    const { screen } = page;

    for (const attempt of [1, 2]) {
      await logIn(page, 'no.such.member', `Wrong-Password-${attempt}`);
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain(invalidCredentials));
      expect(alert.textContent).toContain('Please try again.');
      expect(alert.textContent).not.toContain(multipleAttempts);
      if (attempt === 1) await expectNoAxeViolations();
    }
    for (const attempt of [3, 4, 5]) {
      await logIn(page, 'no.such.member', `Wrong-Password-${attempt}`);
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain(multipleAttempts));
      expect(alert.textContent).not.toContain(invalidCredentials);
      if (attempt === 3) await expectNoAxeViolations();
    }
    expect(page.location()).toBe('/login');

    // The sixth: the need-help and find-account flow.
    await logIn(page, 'no.such.member', 'Wrong-Password-6');
    await waitFor(() => expect(page.location()).toBe('/account/help-findaccount'));
    expect(page.fake.call).toHaveBeenCalledTimes(6);
    expect(page.fake.call.mock.calls[0]?.[1]).toEqual({
      strUserid: 'no.such.member',
      strPassword: 'Wrong-Password-1',
      strProductNm: edition,
    });
  });

  it('clears the shown message as soon as a field is edited', async () => {
    const page = loginPageAnswering(edition, answers.wrongPassword);
    await logIn(page, 'fed.member', 'Not-The-Password-1');
    const alert = await page.screen.findByRole('alert');
    expect(alert.textContent).toContain(invalidCredentials);

    await page.user.type(page.screen.getByLabelText('Password', { exact: true }), 'x');
    expect(page.screen.queryByRole('alert')).toBeNull();
  });

  it("tells a member of the other edition where to sign in, in this edition's words", async () => {
    const signInUrl =
      edition === 'MFB' ? 'https://mp.example.com/login' : 'https://federal.example.org/login';
    const page = loginPageAnswering(
      edition,
      envelope(
        404,
        { strProductNm: edition === 'MFB' ? 'MP' : 'MFB', strSignInUrl: signInUrl },
        44,
      ),
    );
    await logIn(page, 'other.member', 'Demo-Portal-2026');

    const alert = await page.screen.findByRole('alert');
    expect(alert.textContent).toContain(
      edition === 'MFB'
        ? 'This account is for an individual legal plan, not the federal legal plan.'
        : 'This account is for the federal legal plan, not an individual legal plan.',
    );
    expect(alert.querySelector('a')).toHaveAttribute('href', signInUrl);
    expect(page.location()).toBe('/login');
    await expectNoAxeViolations();
  });

  it('says the service is unavailable on an internal error, with the contact line', async () => {
    const page = loginPageAnswering(edition, answers.internalError);
    await logIn(page, 'fed.member', 'Demo-Portal-2026');

    const alert = await page.screen.findByRole('alert');
    expect(alert.textContent).toContain(serviceUnavailable);
    expect(alert.textContent).toContain(contactCustomerCare);
    expect(page.location()).toBe('/login');
    await expectNoAxeViolations();
  });

  it('says the same when the service cannot be reached at all', async () => {
    const page = renderPage(<LoginPage />, { edition, path: '/login', client: failingClient() });
    await logIn(page, 'fed.member', 'Demo-Portal-2026');

    const alert = await page.screen.findByRole('alert');
    expect(alert.textContent).toContain(serviceUnavailable);
    expect(alert.textContent).toContain(contactCustomerCare);
  });

  it('goes to the archival-account page when the service is unavailable (503)', async () => {
    const page = loginPageAnswering(edition, answers.unavailable);
    await logIn(page, 'fed.member', 'Demo-Portal-2026');
    await waitFor(() => expect(page.location()).toBe('/account/login-archival-account'));
  });

  it('goes to the locked-account page for a locked account, keeping no token', async () => {
    const page = loginPageAnswering(edition, answers.locked);
    await logIn(page, 'fed.locked', 'Demo-Portal-2026');
    await waitFor(() => expect(page.location()).toBe('/account-locked?type=invalidLogin'));
    expect(sessionStorage.getItem('portal.token')).toBeNull();
  });

  it('goes to the security question when the service asks for one first (forward code 1)', async () => {
    const page = loginPageAnswering(edition, answers.securityCheck);
    await logIn(page, 'fed.verify', 'Demo-Portal-2026');
    await waitFor(() => expect(page.location()).toBe('/account/login-security-question'));
  });

  it('shows the wording of the served message catalogue, not a copy built into the app', async () => {
    // Spec section 7: the catalogue is read from assets/error-messages/errormsg.json.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).endsWith('/assets/error-messages/errormsg.json')
        ? Promise.resolve(
            Response.json({ invalidCredentials: 'Those details do not match our records.' }),
          )
        : realFetch(input, init),
    );
    const page = loginPageAnswering(edition, answers.wrongPassword);
    await logIn(page, 'fed.member', 'Not-The-Password-1');

    const alert = await page.screen.findByRole('alert');
    expect(alert.textContent).toContain('Those details do not match our records.');
    expect(alert.textContent).not.toContain(invalidCredentials);
  });
});
