import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/api-client.js';
import { updateProfileEmailsPath } from '../contracts/profile-contracts.js';
import { fetchActivityLog } from './activity-log.js';
import { dismissAlert } from './alerts.js';
import { AnswerError } from './answer-error.js';
import { saveProfileAddresses, saveProfileEmails } from './my-profile.js';
import { reauthenticate } from './reauthentication.js';

function fakeClient(returnCode: number, strReturnObject: unknown) {
  const call = vi.fn(async (_endpoint: { path: string }, _body: unknown) => ({
    returnCode,
    strServerDate: '',
    strReturnObject,
  }));
  return { client: { call } as unknown as ApiClient, call };
}

const emails = { strWork_Email: 'a@b.org', strConfirmWork_Email: 'a@b.org' };
const addresses = {
  objUserAddressVO: {
    strAddress_Line1: '1 Main St',
    strCity: 'Arlington',
    strState: 'VA' as const,
    strZip: '22201',
  },
  strMailingSameAsResidence: 'Y' as const,
};

describe('My profile, confirm it is you, alerts and activity (issue 22)', () => {
  it("a section's save: the member id first, and each answer as an outcome, never a throw", async () => {
    const reauth = fakeClient(300, { strReauthRequired: 'Y' });
    await expect(saveProfileEmails(reauth.client, '7100000004', emails)).resolves.toEqual({
      kind: 'reauthRequired',
    });
    expect(reauth.call.mock.calls[0]?.[0].path).toBe(updateProfileEmailsPath);
    expect(reauth.call.mock.calls[0]?.[1]).toEqual({ strMember_Id: '7100000004', ...emails });

    const invalid = fakeClient(300, { objFieldErrors: { confirmWorkEmail: 'emailMismatch' } });
    await expect(saveProfileEmails(invalid.client, '7100000004', emails)).resolves.toEqual({
      kind: 'invalid',
      fieldErrors: { confirmWorkEmail: 'emailMismatch' },
    });
    const down = { call: vi.fn().mockRejectedValue(new Error('offline')) } as unknown as ApiClient;
    await expect(saveProfileEmails(down, '7100000004', emails)).resolves.toEqual({
      kind: 'unavailable',
    });
    await expect(
      saveProfileAddresses(fakeClient(401, null).client, '7100000004', addresses),
    ).resolves.toEqual({ kind: 'signedOut' });
  });

  it('confirming: the password or the code, and what the service said', async () => {
    const confirmed = fakeClient(200, { dtReauthenticatedUntil: '2026-11-25T05:15:00.000Z' });
    await expect(
      reauthenticate(confirmed.client, '7100000004', { password: 'x' }),
    ).resolves.toEqual({ kind: 'confirmed', until: '2026-11-25T05:15:00.000Z' });
    expect(confirmed.call.mock.calls[0]?.[1]).toEqual({
      strMember_Id: '7100000004',
      strPassword: 'x',
    });
    const expired = fakeClient(300, { strCodeStatus: 'expired' });
    await expect(reauthenticate(expired.client, '7100000004', { code: '123456' })).resolves.toEqual(
      { kind: 'codeRefused', status: 'expired' },
    );
  });

  it('alerts and the activity log: a refusal is an outcome or an AnswerError', async () => {
    await expect(dismissAlert(fakeClient(404, null).client, '7100000004', 'a1')).resolves.toEqual({
      kind: 'notFound',
    });
    await expect(
      fetchActivityLog(fakeClient(404, null).client, '7100000004', 1),
    ).rejects.toBeInstanceOf(AnswerError);
  });
});
