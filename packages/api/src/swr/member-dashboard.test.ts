import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/api-client.js';
import { programDashboardPath } from '../contracts/dashboard-contracts.js';
import { getHighLowPlanPath } from '../contracts/plan-contracts.js';
import { AnswerError } from './answer-error.js';
import { fetchProgramDashboard } from './member-dashboard.js';
import { fetchHighLowPlan } from './plan-choice.js';

function fakeClient(returnCode: number, strReturnObject: unknown) {
  const call = vi.fn(async (_endpoint: { path: string }, _body: unknown) => ({
    returnCode,
    strServerDate: '',
    strReturnObject,
  }));
  return { client: { call } as unknown as ApiClient, call };
}

describe('the dashboard and plan-choice fetchers', () => {
  it("ask for one program's panel of the member and hand back its object", async () => {
    const { client, call } = fakeClient(200, { strProgId: 'LAW' });
    await expect(fetchProgramDashboard(client, '7100000001', 'LAW')).resolves.toEqual({
      strProgId: 'LAW',
    });
    expect(call.mock.calls[0]?.[0].path).toBe(programDashboardPath);
    expect(call.mock.calls[0]?.[1]).toEqual({ strMember_Id: '7100000001', strProgId: 'LAW' });
  });

  it('send the plan search as asked, the member id first', async () => {
    const { client, call } = fakeClient(200, { liPlans: [] });
    await fetchHighLowPlan(client, '7100000004', { strProgId: 'LAW', strFlowType: 'modifyPlan' });
    expect(call.mock.calls[0]?.[0].path).toBe(getHighLowPlanPath);
    expect(call.mock.calls[0]?.[1]).toEqual({
      strMember_Id: '7100000004',
      strProgId: 'LAW',
      strFlowType: 'modifyPlan',
    });
  });

  it('turn a not-found answer into an AnswerError with its code', async () => {
    const { client } = fakeClient(404, { strMessage: 'This program is not offered online yet.' });
    const failure = fetchProgramDashboard(client, '7100000001', 'DEN');
    await expect(failure).rejects.toBeInstanceOf(AnswerError);
    await expect(failure).rejects.toMatchObject({ returnCode: 404 });
  });
});
