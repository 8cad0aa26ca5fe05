import { describe, expect, it } from 'vitest';
import { sendTemporaryPasswordLink } from './temporary-password-link.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

const request = { strLocateToken: 'x'.repeat(32), strTokenMethod: 'E' as const };

describe('sendTemporaryPasswordLink', () => {
  it('says where the link went and for how long', async () => {
    const { client, call } = clientAnswering(200, {
      strMaskedDestination: 't•••@example.org',
      iExpiresInMinutes: 15,
    });
    expect(await sendTemporaryPasswordLink(client, request)).toEqual({
      kind: 'sent',
      destination: 't•••@example.org',
      minutes: 15,
    });
    expect(call.mock.calls[0]?.[1]).toEqual(request);
  });

  it('takes 30 minutes when the answer leaves the lifetime out', async () => {
    const { client } = clientAnswering(200, { strMaskedDestination: 't•••@example.org' });
    expect(await sendTemporaryPasswordLink(client, request)).toMatchObject({ minutes: 30 });
  });

  it.each([
    [404, 'searchTimedOut'],
    [429, 'tooManyLinks'],
    [300, 'unavailable'],
    [500, 'unavailable'],
  ])('reads returnCode %i as %s', async (returnCode, kind) => {
    expect(
      (await sendTemporaryPasswordLink(clientAnswering(returnCode).client, request)).kind,
    ).toBe(kind);
  });

  it('reads the client giving up after its timeout as unavailable', async () => {
    expect(await sendTemporaryPasswordLink(failingClient(), request)).toEqual({
      kind: 'unavailable',
    });
  });
});
