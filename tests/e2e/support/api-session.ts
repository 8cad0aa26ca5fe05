import { type ApiClient, createApiClient, memorySessionStore } from '@portal/api/client';
import { endpoints } from '@portal/api/endpoints';
import { expect } from './test.js';

/**
 * The portal's own API client, signed in from the test process: how a member (or an attacker
 * holding a member's token) would call the service directly, encryption envelope included.
 */
export async function signedInClient(
  baseURL: string,
  username: string,
  password: string,
  productFlag: 'MFB' | 'MP',
): Promise<{ client: ApiClient; memberId: string }> {
  const client = createApiClient({ origin: baseURL, session: memorySessionStore(), retryCount: 0 });
  const answer = await client.call(endpoints.login, {
    strUserid: username,
    strPassword: password,
    strProductNm: productFlag,
  });
  expect(answer.returnCode).toBe(200);
  const memberId = answer.strReturnObject?.objuservo?.strMember_Id;
  if (!memberId) throw new Error(`${username} did not sign in`);
  return { client, memberId };
}
