import { randomUUID } from 'node:crypto';
import { addDays } from '@portal/forms/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Issue 21: the login codes of enrolling (apps/server README, 'Sign-in outcomes of enrolling'),
 * each from a member state written in the database, signed in for real. Two apps: the clock
 * pinned outside open season (15 June 2026) and inside it (20 November 2026).
 */
const june = '2026-06-15';
const november = '2026-11-20';
let summer: TestApp;
let autumn: TestApp;

const members = { fedLate: '7100000010', fedAnnuitant: '7100000011' } as const;

beforeAll(async () => {
  summer = await createTestApp({ env: { PORTAL_CLOCK_START: `${june}T15:00:00Z` } });
  autumn = await createTestApp({ env: { PORTAL_CLOCK_START: `${november}T15:00:00Z` } });
}, 120_000);
afterAll(async () => {
  await summer.close();
  await autumn.close();
});

async function codeOf(t: TestApp, userId: string, edition: 'MFB' | 'MP' = 'MFB') {
  const answer = await postLogin(t.app, { strUserid: userId, strProductNm: edition });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { forwardCode: number }).forwardCode;
}

async function setHire(t: TestApp, hireDate: string | null, status = 'F') {
  await t.db
    .updateTable('member_affiliations')
    .set({ hire_date: hireDate, employment_status: status })
    .where('member_id', '=', members.fedLate)
    .execute();
}

/** fed.late's draft, stopped at `nextStep`, with a payment type when one was chosen. */
async function draftOf(
  t: TestApp,
  nextStep: string,
  options: { paymentType?: string; reason?: string } = {},
) {
  await t.db.deleteFrom('enrollment_drafts').where('member_id', '=', members.fedLate).execute();
  const at = new Date(`${june}T15:00:00Z`);
  await t.db
    .insertInto('enrollment_drafts')
    .values({
      draft_id: randomUUID(),
      member_id: members.fedLate,
      program_id: 'LAW',
      next_step: nextStep,
      answers: JSON.stringify({
        reason: {
          strEnrlType: options.reason ?? 'belated',
          dtHireDate: '2026-04-15',
          strBelatedReason: 'In hospital',
          strPlanId: 'LAW-S',
          strPayYear: '2026',
          dtEffDate: '2026-07-01',
        },
        family: nextStep === 'FAMILY' ? null : { strCoverageTier: 'S', liCoveredDependentIds: [] },
        payment: options.paymentType ? { strPaymentType: options.paymentType } : null,
        agreements: [],
      }),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 86_400_000).toISOString(),
      submitted_enrollment_id: null,
    })
    .execute();
}

describe('login codes of enrolling, from the member state', () => {
  it('11 noPlans: an individual customer with no plan', async () => {
    expect(await codeOf(summer, 'ind.new', 'MP')).toBe(11);
  });

  it('19 and 26: a hire date on file inside the new-hire, then the belated window', async () => {
    expect(await codeOf(summer, 'fed.new')).toBe(19);
    expect(await codeOf(summer, 'fed.late')).toBe(26);
  });

  it('20, 21 and 27: no hire date for a new hire, both windows closed, a belated draft', async () => {
    await setHire(summer, null, 'N');
    expect(await codeOf(summer, 'fed.late')).toBe(20);
    await setHire(summer, addDays(june, -150));
    expect(await codeOf(summer, 'fed.late')).toBe(21);
    await setHire(summer, null);
    await draftOf(summer, 'FAMILY');
    expect(await codeOf(summer, 'fed.late')).toBe(27);
    await setHire(summer, addDays(june, -61));
  });

  it.each([
    ['14', 14],
    ['15', 15],
    ['16', 16],
    ['17', 17],
    ['34', 34],
    ['35', 35],
    ['36', 36],
  ])(
    '%s: a draft stopped after choosing payment type %s signs in to its flow',
    async (type, code) => {
      await draftOf(summer, 'AGREEMENTS', { paymentType: type });
      expect(await codeOf(summer, 'fed.late')).toBe(code);
    },
  );

  it("14: at 'How to pay' with nothing chosen, the first method offered (payroll)", async () => {
    await draftOf(summer, 'PAYMENT');
    expect(await codeOf(summer, 'fed.late')).toBe(14);
    await summer.db
      .deleteFrom('enrollment_drafts')
      .where('member_id', '=', members.fedLate)
      .execute();
  });

  it('41 payrollAuth: a payroll enrollment waiting for the agency', async () => {
    await summer.db
      .updateTable('enrollments')
      .set({ status: 'pending', payment_type: '14' })
      .where('member_id', '=', members.fedAnnuitant)
      .execute();
    expect(await codeOf(summer, 'fed.annuitant')).toBe(41);
  });

  it('24 and 25 in open season: no plan, and a plan that does not renew by itself', async () => {
    expect(await codeOf(autumn, 'fed.settings')).toBe(24);
    expect(await codeOf(autumn, 'fed.annuitant')).toBe(31);
    await autumn.db
      .updateTable('enrollments')
      .set({ auto_renew: 0 })
      .where('member_id', '=', members.fedAnnuitant)
      .execute();
    expect(await codeOf(autumn, 'fed.annuitant')).toBe(25);
  });

  it('31 still for a member whose plan renews and who has nothing to do', async () => {
    expect(await codeOf(summer, 'fed.member')).toBe(31);
  });
});
