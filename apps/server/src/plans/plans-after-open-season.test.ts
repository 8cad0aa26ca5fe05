import {
  checkEnrollmentOptionsEndpoint,
  multiProgramDashboardEndpoint,
  programDashboardEndpoint,
} from '@portal/api/dashboard';
import { getHighLowPlanEndpoint } from '@portal/api/plans';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import { customerCarePhone } from '@portal/forms/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * The first minute of 9 December 2026 in New York (05:00 UTC), the day after the open season of
 * plan year 2027 ended: the service's clock pinned by configuration to the boundary. The demo
 * seed counts from the same clock (fed.new was hired on 19 November).
 */
const members = {
  fedMember: { id: '7100000001', userId: 'fed.member' },
  fedNew: { id: '7100000004', userId: 'fed.new' },
  fedSettings: { id: '7100000007', userId: 'fed.settings' },
};

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_CLOCK_START: '2026-12-09T05:00:00Z' } });
  for (const { userId } of Object.values(members)) {
    tokens.set(userId, await signInToken(t.app, { strUserid: userId }));
  }
});
afterAll(() => t.close());

type ReturnObjectOf<E extends Endpoint> =
  z.infer<E['response']> extends { strReturnObject: infer T } ? NonNullable<T> : never;

async function answer<E extends Endpoint>(
  endpoint: E,
  who: keyof typeof members,
  body: Record<string, unknown> = {},
): Promise<ReturnObjectOf<E>> {
  const { id, userId } = members[who];
  const response = await postEncrypted(
    t.app,
    `${apiBasePath}${endpoint.path}`,
    { strMember_Id: id, ...body },
    { token: tokens.get(userId) },
  );
  expect(response.statusCode).toBe(200);
  const parsed = endpoint.response.parse(response.json()) as { strReturnObject: unknown };
  return parsed.strReturnObject as ReturnObjectOf<E>;
}

describe('the day after open season', () => {
  it('shows no banner, and no plan change online: it says how to make one by phone', async () => {
    const overview = await answer(multiProgramDashboardEndpoint, 'fedMember');
    expect(overview).toMatchObject({
      dtToday: '2026-12-09',
      blnOpenSeason: false,
      dtOSEndDate: null,
    });
    const panel = await answer(programDashboardEndpoint, 'fedMember', { strProgId: 'LAW' });
    expect(panel.objOpenSeason.blnOpenSeason).toBe(false);
    expect(panel.liActions).toEqual([]);
    expect(panel.liOfflineSteps.map((step) => step.strTopic)).toEqual([
      'payments',
      'familyChanges',
      'planChange',
      'cancel',
    ]);
    const modify = await answer(getHighLowPlanEndpoint, 'fedMember', {
      strProgId: 'LAW',
      strFlowType: 'modifyPlan',
    });
    expect(modify.strPlannedYear).toBeNull();
    expect(modify.liPlanYears.every((year) => year.blnDisabled)).toBe(true);
  });

  it('lets a December new hire enroll from 1 January, in the next plan year', async () => {
    const options = await answer(checkEnrollmentOptionsEndpoint, 'fedNew', { strProgId: 'LAW' });
    expect(options.liEnrollOptions).toEqual([
      {
        strPayYear: '2027',
        strEnrlType: 'newHire',
        dtEffDate: '2027-01-01',
        dtEnrollBy: '2027-01-18',
      },
    ]);
  });

  it('tells a member who cannot enroll online when the next open season runs', async () => {
    const options = await answer(checkEnrollmentOptionsEndpoint, 'fedSettings', {
      strProgId: 'LAW',
    });
    expect(options.blnCanEnroll).toBe(false);
    expect(options.strMessage).toBe(
      `You cannot enroll online right now. The next open season runs from November 10, 2027 to December 8, 2027. If you had a qualifying life event, call customer care at ${customerCarePhone()}.`,
    );
    const panel = await answer(programDashboardEndpoint, 'fedSettings', { strProgId: 'LAW' });
    expect(panel.liActions).toEqual([]);
    expect(panel.liAvailablePlans).toEqual([]);
  });
});
