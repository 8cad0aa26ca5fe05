import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/api-client.js';
import { ApiError, requestTimeoutStatus } from '../client/api-error.js';
import { logoutPath } from '../contracts/logout-contract.js';
import { endServerSession } from './log-out.js';

function fakeClient({ hasToken, fails = false }: { hasToken: boolean; fails?: boolean }) {
  const call = vi.fn(async (_endpoint: { path: string }, _body: unknown) => {
    if (fails) throw new ApiError(requestTimeoutStatus, 'Gateway Timeout');
    return { returnCode: 200, strServerDate: '', strReturnObject: {} };
  });
  const clearSession = vi.fn();
  const client = { call, clearSession, hasToken: () => hasToken } as unknown as ApiClient;
  return { client, call, clearSession };
}

describe('endServerSession', () => {
  it('ends the service session with the token, then forgets the token', async () => {
    const { client, call, clearSession } = fakeClient({ hasToken: true });
    await endServerSession(client);
    expect(call).toHaveBeenCalledOnce();
    expect(call.mock.calls[0]?.[0].path).toBe(logoutPath);
    expect(clearSession).toHaveBeenCalledOnce();
  });

  it('calls nothing without a token', async () => {
    const { client, call, clearSession } = fakeClient({ hasToken: false });
    await endServerSession(client);
    expect(call).not.toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalledOnce();
  });

  it('forgets the token even when the service cannot be reached', async () => {
    const { client, clearSession } = fakeClient({ hasToken: true, fails: true });
    await expect(endServerSession(client)).resolves.toBeUndefined();
    expect(clearSession).toHaveBeenCalledOnce();
  });
});
