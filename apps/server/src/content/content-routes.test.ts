import { CUSTOMER_CARE_PHONE } from '@portal/forms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { errorMessagesAssetPath } from './content-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /assets/error-messages/errormsg.json', () => {
  it('serves the catalogue as plain JSON, the spec wording under stable keys', async () => {
    const answer = await t.app.inject({ method: 'GET', url: errorMessagesAssetPath });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const messages = answer.json<Record<string, string>>();
    expect(messages.invalidCredentials).toBe('The username/password you entered is incorrect.');
    expect(messages.noSavedBankAccounts).toBe('You have no saved bank accounts.');
    expect(messages.accountNotFound).toBe(
      'We could not locate an account with this information. Verify it and try again.',
    );
  });

  it('fills in the customer-care phone number', async () => {
    const answer = await t.app.inject({ method: 'GET', url: errorMessagesAssetPath });

    const text = Object.values(answer.json<Record<string, string>>()).join('\n');
    expect(text).toContain(CUSTOMER_CARE_PHONE);
    expect(text).not.toContain('{phone}');
  });
});
