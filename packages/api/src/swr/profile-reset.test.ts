import { describe, expect, it } from 'vitest';
import { requestTimeoutStatus } from '../client/api-error.js';
import { AnswerError } from './answer-error.js';
import { checkResetLink, resetLinkKey, resetPasswordByLink } from './profile-reset.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

const link = { token_Id: 'a'.repeat(32), method: 'E' as const };

describe('checkResetLink', () => {
  it('keys the check by the link, so another link is checked afresh', () => {
    expect(resetLinkKey(link)).not.toEqual(resetLinkKey({ ...link, method: 'S' }));
  });

  it('hands back whom a valid link is for', async () => {
    const details = {
      strLinkStatus: 'VALID',
      strUserId: 'fed.member',
      strSecurityQuestionsSet: 'N',
    };
    const { client, call } = clientAnswering(200, details);
    expect(await checkResetLink(client, link)).toEqual({ kind: 'valid', details });
    expect(call.mock.calls[0]?.[1]).toEqual(link);
  });

  it.each([
    [300, { strLinkStatus: 'EXPIRED' }, 'expired'],
    [404, { strLinkStatus: 'NOT_FOUND' }, 'notFound'],
    [400, null, 'notFound'],
  ])('reads returnCode %i as %s', async (returnCode, body, kind) => {
    expect((await checkResetLink(clientAnswering(returnCode, body).client, link)).kind).toBe(kind);
  });

  it('throws for an answer that cannot tell, and for the client giving up after its timeout', async () => {
    await expect(checkResetLink(clientAnswering(500).client, link)).rejects.toBeInstanceOf(
      AnswerError,
    );
    await expect(checkResetLink(failingClient(), link)).rejects.toMatchObject({
      status: requestTimeoutStatus,
    });
  });
});

describe('resetPasswordByLink', () => {
  const request = { ...link, strNewPassword: 'N3w-password!', strConfirmPassword: 'N3w-password!' };

  it('reads a saved reset, and the link gone meanwhile', async () => {
    expect((await resetPasswordByLink(clientAnswering(200, {}).client, request)).kind).toBe(
      'saved',
    );
    expect(
      (
        await resetPasswordByLink(
          clientAnswering(300, { strLinkStatus: 'EXPIRED' }).client,
          request,
        )
      ).kind,
    ).toBe('expired');
    expect(
      (
        await resetPasswordByLink(
          clientAnswering(404, { strLinkStatus: 'NOT_FOUND' }).client,
          request,
        )
      ).kind,
    ).toBe('notFound');
  });

  it('hands back the field errors of a refusal', async () => {
    const { client } = clientAnswering(300, { objFieldErrors: { newPassword: 'passwordReused' } });
    expect(await resetPasswordByLink(client, request)).toEqual({
      kind: 'refused',
      fieldErrors: { newPassword: 'passwordReused' },
    });
  });

  it('reads anything else, and the client giving up after its timeout, as unavailable', async () => {
    expect((await resetPasswordByLink(clientAnswering(500).client, request)).kind).toBe(
      'unavailable',
    );
    expect(await resetPasswordByLink(failingClient(), request)).toEqual({ kind: 'unavailable' });
  });
});
