import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { LoginPage } from './login-page.js';

describe.each(['MFB', 'MP'] as const)('the login page (%s)', (edition) => {
  it('says Required. under each field left empty, and keeps LOG IN disabled', async () => {
    const { screen, user } = renderPage(<LoginPage />, { edition, path: '/login' });
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password', { exact: true });
    const logIn = screen.getByRole('button', { name: 'LOG IN' });
    expect(logIn).toBeDisabled();

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
});
