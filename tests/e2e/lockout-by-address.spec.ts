import { createApiClient, memorySessionStore } from '@portal/api/client';
import { endpoints } from '@portal/api/endpoints';
import { demoPassword } from './support/editions.js';
import { fetchFromAddress } from './support/fetch-from-address.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

test.describe('the account lockout (issue 14: per user id and address)', () => {
  test("a stranger's ten wrong passwords from another address do not keep the member out", async ({
    page,
    edition,
    baseURL,
  }) => {
    const { username, firstName } = edition.member;
    // The stranger calls the service directly from 127.0.0.2, the member's browser from 127.0.0.1.
    const stranger = createApiClient({
      origin: baseURL ?? '',
      session: memorySessionStore(),
      fetch: fetchFromAddress('127.0.0.2'),
      retryCount: 0,
      tokenRefreshMs: false,
    });
    const attempt = (password: string) =>
      stranger.call(endpoints.login, {
        strUserid: username,
        strPassword: password,
        strProductNm: edition.productFlag,
      });
    const answers = [];
    for (let guess = 1; guess <= 10; guess += 1) {
      const { returnCode, forwardCode } = await attempt(`Guess-${guess}-wrong`);
      answers.push(`${returnCode}/${forwardCode}`);
    }
    expect(answers).toEqual([...Array(9).fill('404/null'), '4740/5']);
    // Locked from the stranger's address, even with the right password.
    expect(await attempt(demoPassword)).toMatchObject({ returnCode: 4740, forwardCode: 5 });
    stranger.dispose();

    await signIn(page, username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${firstName}.`);
    await expectNoAxeViolations(page);
  });
});
