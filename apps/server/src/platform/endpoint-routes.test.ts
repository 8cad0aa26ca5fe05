import { apiBasePath } from '@portal/api/protocol';
import { searchAutocompletePath } from '@portal/api/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.js';
import { postEncrypted, servicePublicKey } from '../testing/encrypted-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { handlerReachedMessage } from './endpoint-routes.js';

/** The app's own log lines, in memory. */
const { lines, stream: sink } = capturedLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: sink });
});
afterAll(() => t.close());

/** The lines one request wrote that say it reached its handler. */
async function reachedLinesOf(send: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const from = lines.length;
  await send();
  return lines
    .slice(from)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === handlerReachedMessage);
}

describe('the debug line of a call that reached its handler', () => {
  const autocomplete = `${apiBasePath}${searchAutocompletePath}`;

  it('names the endpoint of a call its contract accepted', async () => {
    const reached = await reachedLinesOf(() =>
      t.app.inject({ method: 'GET', url: `${autocomplete}?text=plans` }),
    );
    expect(reached).toEqual([expect.objectContaining({ endpoint: searchAutocompletePath })]);
  });

  it('is not written for a call the contract, the envelope or the session refused', async () => {
    const refused = [
      () => t.app.inject({ method: 'GET', url: `${autocomplete}?text=plans&extra=1` }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `${apiBasePath}/fetchUserBankDetails`,
          payload: { strMember_Id: '1', dtEffDate: null },
        }),
      () => postEncrypted(t.app, `${apiBasePath}/fehbLogin/metlawPortalLogin`, { strUserid: 'x' }),
    ];
    // The client fetches the service's public key (a call that reaches its handler) first.
    await servicePublicKey(t.app);
    for (const send of refused) expect(await reachedLinesOf(send)).toEqual([]);
  });
});
