import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { endpoints } from '@portal/api/endpoints';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { postLogin, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Issue 21: enrolling against the real app and database (SQLite and PostgreSQL), the service's
 * clock pinned by configuration to 15 June 2026 (no open season); the demo seed counts its dates
 * from it: fed.new was hired 20 days ago (inside the new-hire window), fed.late 61 days ago (just
 * outside it), ind.new is an individual customer with no plan.
 */
const today = '2026-06-15';
/** pdf.js reads the standard fonts' metrics from its package to lay text out. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;
const ids = {
  fedNew: '7100000004',
  fedLate: '7100000010',
  fedMember: '7100000001',
  indNew: '7200000004',
} as const;
type Who = keyof typeof ids;
const userIds: Record<Who, string> = {
  fedNew: 'fed.new',
  fedLate: 'fed.late',
  fedMember: 'fed.member',
  indNew: 'ind.new',
};
const editionOf = (who: Who): ProductFlag => (who === 'indNew' ? 'MP' : 'MFB');

let t: TestApp;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_CLOCK_START: `${today}T15:00:00Z` } });
  for (const who of Object.keys(ids) as Who[]) {
    tokens[who] = await signInToken(t.app, {
      strUserid: userIds[who],
      strProductNm: editionOf(who),
    });
  }
}, 60_000);
afterAll(() => t.close());

type ObjectOf<E extends Endpoint> =
  z.infer<E['response']> extends { strReturnObject: infer T } ? NonNullable<T> : never;

/** Calls an endpoint as `who`, with the member's id and the legal plan unless the body says. */
async function call<E extends Endpoint>(
  endpoint: E,
  who: Who,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await postEncrypted(
    t.app,
    `${apiBasePath}${endpoint.path}`,
    { strMember_Id: ids[who], ...body },
    { token: tokens[who], edition: editionOf(who), headers },
  );
  const json = response.json() as { returnCode: number; strReturnObject: ObjectOf<E> };
  // The service answers what its contract promises, refusals included.
  if (response.statusCode === 200) endpoint.response.parse(json);
  return { status: response.statusCode, returnCode: json.returnCode, object: json.strReturnObject };
}

const law = { strProgId: 'LAW' };

/** The enrollment confirmations the member was emailed (the outbox keeps each in demo mode). */
function confirmationEmailsOf(memberId: string) {
  return t.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'subject', 'body'])
    .where('member_id', '=', memberId)
    .where('subject', 'like', 'Your enrollment is confirmed%')
    .execute();
}

async function enrollmentsOf(memberId: string) {
  return t.db
    .selectFrom('enrollments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '!=', 'openSeason')
    .execute();
}

describe('fed.new enrolls as a new hire in High, Self and Family with a new spouse and child', () => {
  let enrollmentId = '';
  let childId = '';

  it('signs in with code 19 (new hire, date on file) and sees the window', async () => {
    const login = await postLogin(t.app, { strUserid: 'fed.new' });
    expect(login.json()).toMatchObject({ returnCode: 200, forwardCode: 19 });
    const dates = await call(endpoints.validateNewHireDates, 'fedNew', law);
    expect(dates.returnCode).toBe(200);
    expect(dates.object).toMatchObject({
      dtHireDate: '2026-05-26',
      blnOnFile: true,
      strStanding: 'newHire',
      dtWindowEnd: '2026-07-25',
      iLoginCode: 19,
    });
    const effective = await call(endpoints.calculateEffectiveDates, 'fedNew', {
      ...law,
      strEnrlType: 'newHire',
    });
    expect(effective.object).toMatchObject({
      strPayYear: '2026',
      dtEffDate: '2026-07-01',
      dtEnrollBy: '2026-07-25',
      liEffDateChoices: ['2026-07-01'],
    });
    expect(
      (
        await call(endpoints.validateCoverageDate, 'fedNew', {
          ...law,
          strEnrlType: 'newHire',
          strPayYear: '2026',
          dtEffDate: '2026-07-02',
        })
      ).object,
    ).toMatchObject({
      blnValid: false,
      objFieldErrors: { effectiveDate: 'coverageDateNotFirstOfMonth' },
    });
  });

  it('saves why and when, and refuses a later step first', async () => {
    const early = await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'PAYMENT',
      objPayment: { strPaymentType: '14' },
    });
    expect(early).toMatchObject({ returnCode: 300, object: { strNextStep: 'REASON' } });
    const saved = await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'REASON',
      objReason: {
        strEnrlType: 'newHire',
        strPlanId: 'LAW-H',
        strPayYear: '2026',
        dtEffDate: '2026-07-01',
      },
    });
    expect(saved).toMatchObject({ returnCode: 200, object: { strNextStep: 'FAMILY' } });
  });

  it('refuses a spouse under 16 in the spec’s words, and adds the family', async () => {
    const young = await call(endpoints.saveDependentDetails, 'fedNew', {
      ...law,
      objDependent: {
        strRelationship: 'S',
        strFirst_Nm: 'Ivan',
        strLast_Nm: 'Sokolov',
        dtDOB: '2010-06-16',
        strGender: 'M',
      },
    });
    expect(young.returnCode).toBe(300);
    expect(young.object).toMatchObject({
      objFieldErrors: { dateOfBirth: 'spouseUnder16' },
      strMessage: 'A spouse must be at least 16 years old.',
    });
    const spouse = await call(endpoints.saveDependentDetails, 'fedNew', {
      ...law,
      objDependent: {
        strRelationship: 'S',
        strFirst_Nm: 'Ivan',
        strLast_Nm: 'Sokolov',
        dtDOB: '1993-04-02',
        strGender: 'M',
      },
    });
    const child = await call(endpoints.saveDependentDetails, 'fedNew', {
      ...law,
      objDependent: {
        strRelationship: 'X',
        strFirst_Nm: 'Nadia',
        strLast_Nm: 'Sokolova',
        dtDOB: '2025-12-01',
        strGender: 'F',
        strSSN: '900-30-0001',
      },
    });
    expect(spouse.returnCode).toBe(200);
    expect(child.returnCode).toBe(200);
    expect(child.object).toMatchObject({ objDependent: { strSSNLast4: '0001', strStatus: 'I' } });
    childId = child.object.objDependent?.strDependent_Id ?? '';
    const sealed = await t.db
      .selectFrom('dependents')
      .select(['ssn_sealed', 'ssn_last4'])
      .where('dependent_id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(sealed.ssn_sealed).not.toContain('900300001');
    const second = await call(endpoints.validateDependentDetails, 'fedNew', {
      ...law,
      objDependent: {
        strRelationship: 'S',
        strFirst_Nm: 'Other',
        strLast_Nm: 'Person',
        dtDOB: '1990-01-01',
        strGender: 'M',
      },
    });
    expect(second.object).toMatchObject({
      objFieldErrors: { relationship: 'spouseAlreadyOnFile' },
    });
  });

  it('checks the tier against the family, then takes the family, payroll and the terms', async () => {
    const family = await call(endpoints.fetchProgramDependent, 'fedNew', law);
    expect(family.object.dtEffDate).toBe('2026-07-01');
    const familyIds = family.object.liDependents.map((person) => person.strDependent_Id);
    expect(family.object.liDependents.every((person) => person.blnEligible)).toBe(true);
    const mismatch = await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'FAMILY',
      objFamily: { strCoverageTier: 'S1', liCoveredDependentIds: familyIds },
    });
    expect(mismatch.object).toMatchObject({
      objFieldErrors: { coverageTier: 'planTypeFamilyMismatch' },
      strMessage: 'Plan type must match number of covered family members.',
    });
    const saved = await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'FAMILY',
      objFamily: { strCoverageTier: 'SF', liCoveredDependentIds: familyIds },
    });
    expect(saved.object).toMatchObject({ strNextStep: 'PAYMENT' });
    const methods = await call(endpoints.paymentMethod, 'fedNew', law);
    expect(methods.object.liPaymentTypes.map((type) => type.strPaymentType)).toEqual([
      '14',
      '16',
      '17',
    ]);
    expect(
      (
        await call(endpoints.saveEnrollmentDraft, 'fedNew', {
          ...law,
          strStep: 'PAYMENT',
          objPayment: { strPaymentType: '15' },
        })
      ).object,
    ).toMatchObject({ objFieldErrors: { paymentType: 'paymentTypeNotOffered' } });
    await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'PAYMENT',
      objPayment: { strPaymentType: '14' },
    });
    const agreements = await call(endpoints.fetchEnrollmentAgreements, 'fedNew', law);
    expect(agreements.object.liAgreements.map((item) => item.strAgreementId)).toEqual([
      'termsAndConditions',
    ]);
    const accepted = await call(endpoints.saveEnrollmentDraft, 'fedNew', {
      ...law,
      strStep: 'AGREEMENTS',
      objAgreements: {
        liAccepted: [{ strAgreementId: 'termsAndConditions', strVersion: '2026-1' }],
      },
    });
    expect(accepted.object).toMatchObject({ strNextStep: 'REVIEW' });
    const draft = await call(endpoints.fetchEnrollmentDraft, 'fedNew', law);
    expect(draft.object).toMatchObject({
      strNextStep: 'REVIEW',
      objFamily: { strCoverageTier: 'SF' },
      liAgreements: [{ strAgreementId: 'termsAndConditions', strVersion: '2026-1' }],
    });
  });

  it('submits once: a retry with the same key and a second tab answer the same enrollment', async () => {
    const key = randomUUID();
    const first = await call(endpoints.submitUserEnrollment, 'fedNew', law, {
      'idempotency-key': key,
    });
    expect(first.returnCode).toBe(200);
    const confirmation = first.object.objConfirmation;
    expect(confirmation).toMatchObject({
      strPolicyNbr: 'LAW-2026-7100000004',
      dtEffDate: '2026-07-01',
      strStatus: 'pending',
      strCoverageTier: 'SF',
      objPlan: { strPlanNm: 'High' },
      strPaymentType: '14',
    });
    expect(confirmation?.liCoveredPersons.map((person) => person.strFirst_Nm)).toEqual([
      'Elena',
      'Ivan',
      'Nadia',
    ]);
    enrollmentId = confirmation?.strEnrollmentId ?? '';
    const retry = await call(endpoints.submitUserEnrollment, 'fedNew', law, {
      'idempotency-key': key,
    });
    const otherTab = await call(endpoints.submitUserEnrollment, 'fedNew', law);
    expect(retry.object.objConfirmation?.strEnrollmentId).toBe(enrollmentId);
    expect(otherTab.object.objConfirmation?.strEnrollmentId).toBe(enrollmentId);
    expect(await enrollmentsOf(ids.fedNew)).toHaveLength(1);
    // fed.new's only email is flagged invalid: no confirmation is sent anywhere.
    expect(await confirmationEmailsOf(ids.fedNew)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('member_id', '=', ids.fedNew)
      .where('kind', '=', 'enrollment.submitted')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await call(endpoints.fetchEnrollmentDraft, 'fedNew', law)).toMatchObject({
      status: 200,
      returnCode: 404,
      object: null,
    });
    // Payroll waits for the agency: the next sign-in says so (41).
    const login = await postLogin(t.app, { strUserid: 'fed.new' });
    expect(login.json()).toMatchObject({ forwardCode: 41 });
  });

  it('downloads the declarations as a tagged PDF, and nobody else can', async () => {
    const where = await call(endpoints.downloadDeclarations, 'fedNew', {
      strEnrollmentId: enrollmentId,
    });
    expect(where.object.strPath).toBe(`/downloadPDF/${enrollmentId}`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${apiBasePath}${where.object.strPath}`,
      headers: { authorization: `Bearer ${tokens.fedNew}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(pdf.rawPayload);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Lang \(en-US\)/);
    const document = await getDocument({ data: bytes, standardFontDataUrl }).promise;
    // A tagged PDF says so in its mark information (pdf.js answers it as a Map).
    const markInfo = (await document.getMarkInfo()) as unknown as Map<string, unknown>;
    expect(markInfo.get('Marked')).toBe(true);
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    for (const expected of [
      'Elena Sokolova',
      'LAW-2026-7100000004',
      'Plan: High',
      'Coverage: Self and Family',
      'Effective date: July 1, 2026',
      'Nadia Sokolova',
      'Cost per pay period',
    ]) {
      expect(text).toContain(expected);
    }
    const roles: string[] = [];
    const walk = (node: { role?: string; children?: unknown[] }) => {
      if (node.role) roles.push(node.role);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk((await page.getStructTree()) as never);
    expect(roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'L', 'LI']));
    expect(roles.indexOf('H1')).toBeLessThan(roles.indexOf('H2'));

    const stranger = await t.app.inject({
      method: 'GET',
      url: `${apiBasePath}/downloadPDF/${enrollmentId}`,
      headers: { authorization: `Bearer ${tokens.fedMember}` },
    });
    expect(stranger.statusCode).toBe(404);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `${apiBasePath}/downloadPDF/${enrollmentId}`,
    });
    expect(noToken.statusCode).toBe(401);
    const theirs = await call(endpoints.downloadDeclarations, 'fedMember', {
      strEnrollmentId: enrollmentId,
    });
    expect(theirs.status).toBe(404);
  });

  it("refuses the same child under another member's plan (dual enrollment)", async () => {
    const dual = await call(endpoints.validateDependentDetails, 'indNew', {
      ...law,
      objDependent: {
        strRelationship: 'X',
        strFirst_Nm: 'Nadia',
        strLast_Nm: 'Sokolova',
        dtDOB: '2025-12-01',
        strGender: 'F',
        strSSN: '900300001',
      },
    });
    expect(dual.returnCode).toBe(203);
    expect(dual.object).toMatchObject({
      strMessage: "This person is already enrolled under another person's plan.",
    });
    expect(childId).not.toBe('');
  });
});

describe('fed.late, hired 61 days ago', () => {
  it('signs in with code 26 and is refused as a new hire in the spec’s words', async () => {
    const login = await postLogin(t.app, { strUserid: 'fed.late' });
    expect(login.json()).toMatchObject({ forwardCode: 26 });
    const dates = await call(endpoints.validateNewHireDates, 'fedLate', law);
    expect(dates.returnCode).toBe(300);
    expect(dates.object).toMatchObject({
      strStanding: 'belated',
      objFieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
      strMessage: 'This date is outside the allowable enrollment window.',
    });
    const reason = await call(endpoints.saveEnrollmentDraft, 'fedLate', {
      ...law,
      strStep: 'REASON',
      objReason: {
        strEnrlType: 'newHire',
        strPlanId: 'LAW-S',
        strPayYear: '2026',
        dtEffDate: '2026-07-01',
      },
    });
    expect(reason.object).toMatchObject({
      objFieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
    });
  });

  it('enrolls once, belated, when ten identical submits arrive at once', async () => {
    for (const body of [
      {
        strStep: 'REASON',
        objReason: {
          strEnrlType: 'belated',
          strBelatedReason: 'I was in hospital when my window closed.',
          strPlanId: 'LAW-S',
          strPayYear: '2026',
          dtEffDate: '2026-07-01',
        },
      },
      { strStep: 'FAMILY', objFamily: { strCoverageTier: 'S', liCoveredDependentIds: [] } },
      { strStep: 'PAYMENT', objPayment: { strPaymentType: '17' } },
      {
        strStep: 'AGREEMENTS',
        objAgreements: {
          liAccepted: [{ strAgreementId: 'termsAndConditions', strVersion: '2026-1' }],
        },
      },
    ]) {
      expect(
        (await call(endpoints.saveEnrollmentDraft, 'fedLate', { ...law, ...body })).returnCode,
      ).toBe(200);
    }
    // Changing why and when from 'Check your answers': the later answers still hold (the family
    // is checked again on the date), so the member goes back there, not through every step.
    const changed = await call(endpoints.saveEnrollmentDraft, 'fedLate', {
      ...law,
      strStep: 'REASON',
      objReason: {
        strEnrlType: 'belated',
        strBelatedReason: 'I was in hospital when my window closed, for six weeks.',
        strPlanId: 'LAW-S',
        strPayYear: '2026',
        dtEffDate: '2026-07-01',
      },
    });
    expect(changed.object).toMatchObject({ strNextStep: 'REVIEW' });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(endpoints.submitUserEnrollment, 'fedLate', law, {
          // Half a double click (one key), half other tabs (a key each).
          'idempotency-key': index % 2 === 0 ? key : randomUUID(),
        }),
      ),
    );
    const made = new Set(answers.map((answer) => answer.object?.objConfirmation?.strEnrollmentId));
    expect(answers.map((answer) => answer.returnCode)).toEqual(Array(10).fill(200));
    expect(made.size).toBe(1);
    const rows = await enrollmentsOf(ids.fedLate);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'belated', status: 'future', hire_date: '2026-04-15' });
    // One confirmation for the one enrollment, with the plan, the start and the policy number.
    const emails = await confirmationEmailsOf(ids.fedLate);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      recipient: 'tomas.lindqvist@example.org',
      subject: 'Your enrollment is confirmed (policy LAW-2026-7100000010)',
    });
    expect(emails[0]?.body).toContain('Plan: Standard, Self Only, 2026');
    expect(emails[0]?.body).toContain('Coverage starts: July 1, 2026');
    expect(emails[0]?.body).toContain('Policy number: LAW-2026-7100000010');
    expect(emails[0]?.body).not.toMatch(/900-?10-?0010/);
    // The member's activity log says it once, under Enrollment.
    const activity = await call(endpoints.fetchActivityLog, 'fedLate', {});
    expect(
      activity.object?.liActivity
        .filter((entry) => entry.strKind === 'enrollment.submitted')
        .map((entry) => entry.strCategory),
    ).toEqual(['ENROLLMENT']);
  });
});

describe('ind.new, an individual customer, enrolls with automatic bank withdrawal', () => {
  let bankId = '';

  it('signs in with code 11 and adds a bank by the form rules', async () => {
    const login = await postLogin(t.app, { strUserid: 'ind.new', strProductNm: 'MP' });
    expect(login.json()).toMatchObject({ forwardCode: 11 });
    const badRouting = await call(endpoints.validateRoutingNumber, 'indNew', {
      strAba_Rout_Nbr: '011000016',
    });
    expect(badRouting).toMatchObject({
      returnCode: 300,
      object: { blnValid: false, objFieldErrors: { routingNumber: 'invalidRoutingNumber' } },
    });
    const bank = {
      strBank_Nm: 'Lakeshore Community Bank',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '071000013',
      strAcc_Nbr: '5566778899',
      strConfirmAcc_Nbr: '5566778890',
    };
    const mismatch = await call(endpoints.saveBankDetails, 'indNew', { objBank: bank });
    expect(mismatch.object).toMatchObject({
      objFieldErrors: { confirmAccountNumber: 'accountNumberMismatch' },
    });
    const saved = await call(endpoints.saveBankDetails, 'indNew', {
      objBank: { ...bank, strConfirmAcc_Nbr: '5566778899' },
    });
    expect(saved.object.objBank).toMatchObject({ strAcc_Nbr: '****8899', strStatus_CD: 'N' });
    bankId = saved.object.objBank?.lnBankId ?? '';
    const again = await call(endpoints.saveBankDetails, 'indNew', {
      objBank: { ...bank, strConfirmAcc_Nbr: '5566778899' },
    });
    expect(again.object.objBank?.lnBankId).toBe(bankId);
    const stored = await t.db
      .selectFrom('bank_accounts')
      .select(['account_number', 'account_sealed'])
      .where('bank_id', '=', bankId)
      .executeTakeFirstOrThrow();
    expect(stored.account_number).toBe('****8899');
    expect(stored.account_sealed).not.toContain('5566778899');
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('member_id', '=', ids.indNew)
      .execute();
    expect(JSON.stringify(audit)).not.toContain('5566778899');
  });

  it('needs the withdrawal terms and authorization, then enrolls; the bank is pending use', async () => {
    const steps = [
      {
        strStep: 'REASON',
        objReason: {
          strEnrlType: 'individual',
          strPlanId: 'LAW-H',
          strPayYear: '2026',
          dtEffDate: '2026-07-01',
        },
      },
      { strStep: 'FAMILY', objFamily: { strCoverageTier: 'S', liCoveredDependentIds: [] } },
      { strStep: 'PAYMENT', objPayment: { strPaymentType: '16', lnBankId: bankId } },
    ];
    for (const body of steps) {
      expect(
        (await call(endpoints.saveEnrollmentDraft, 'indNew', { ...law, ...body })).returnCode,
      ).toBe(200);
    }
    const agreements = await call(endpoints.fetchEnrollmentAgreements, 'indNew', law);
    const accepted = agreements.object.liAgreements.map((item) => ({
      strAgreementId: item.strAgreementId,
      strVersion: item.strVersion,
    }));
    expect(accepted).toHaveLength(3);
    const partly = await call(endpoints.saveEnrollmentDraft, 'indNew', {
      ...law,
      strStep: 'AGREEMENTS',
      objAgreements: { liAccepted: accepted.slice(0, 1) },
    });
    expect(partly.object).toMatchObject({
      objFieldErrors: { abwTerms: 'agreementRequired', bankAuthorization: 'agreementRequired' },
    });
    await call(endpoints.saveEnrollmentDraft, 'indNew', {
      ...law,
      strStep: 'AGREEMENTS',
      objAgreements: { liAccepted: accepted },
    });
    const submitted = await call(endpoints.submitUserEnrollment, 'indNew', law);
    expect(submitted.object.objConfirmation).toMatchObject({
      strStatus: 'future',
      objPlan: { strPlanNm: 'Premium' },
      strPaymentType: '16',
      strBankMasked: 'Lakeshore Community Bank ****8899',
    });
    const banks = await call(endpoints.fetchUserBankDetails, 'indNew', { dtEffDate: null });
    expect(banks.object).toEqual([
      expect.objectContaining({ lnBankId: bankId, strStatus_CD: 'FE', strDeleteflg: 'N' }),
    ]);
    const deleted = await call(endpoints.updateUserBankDetails, 'indNew', {
      lnBankId: bankId,
      strStatus_CD: 'I',
    });
    expect(deleted.returnCode).toBe(300);
    const kept = await t.db
      .selectFrom('enrollment_agreements')
      .select(['agreement_id', 'version'])
      .where('enrollment_id', '=', submitted.object.objConfirmation?.strEnrollmentId ?? '')
      .orderBy('agreement_id')
      .execute();
    expect(kept.map((row) => row.agreement_id)).toEqual([
      'abwTerms',
      'bankAuthorization',
      'termsAndConditions',
    ]);
    // The confirmation names the payment method, never the bank or its numbers.
    const [email, ...more] = await confirmationEmailsOf(ids.indNew);
    expect(more).toEqual([]);
    expect(email?.body).toContain('Plan: Premium, Self Only, 2026');
    expect(email?.body).toContain('Policy number: LAW-2026-7200000004');
    for (const secret of ['8899', '071000013', 'Lakeshore', '900-20-0004', '900200004']) {
      expect(email?.body).not.toContain(secret);
    }
  });
});
