import { accountDraftCookie } from '@portal/api/account-creation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Applicant,
  avery,
  completeApplication,
  dateYearsAgo,
  personalInfoAnswers,
} from '../testing/account-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '10000' } });
});
afterAll(() => t.close());

const draftRows = () => t.db.selectFrom('account_drafts').selectAll().execute();

describe('get-started starts a draft', () => {
  it('saves the answers and sets the draft cookie: HttpOnly, SameSite=Strict, 30 days, account creation only', async () => {
    const applicant = new Applicant(t.app);
    const answer = await applicant.getStarted();
    expect(answer.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strNextStep: 'PERSONAL_INFO', dtDraftExpires: expect.any(String) },
    });
    const cookie = answer.cookies.find((entry) => entry.name === accountDraftCookie.name);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/ep/acctCreate',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(answer.json().strReturnObject.dtDraftExpires);
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // The cookie itself is never stored: only its SHA-256.
    const rows = await draftRows();
    expect(JSON.stringify(rows)).not.toContain(cookie?.value);
  });

  it('applies the age rules on the birthday, with the field errors of the forms package', async () => {
    const applicant = new Applicant(t.app);
    const errors = async (overrides: Record<string, unknown>) =>
      (await applicant.getStarted(overrides)).json();
    expect(
      await errors({ strEnrollingAs: 'M', dtDOB: dateYearsAgo(13), strAgencyCode: '' }),
    ).toMatchObject({
      returnCode: 200,
    });
    expect(
      await errors({ strEnrollingAs: 'M', dtDOB: dateYearsAgo(13, 1), strAgencyCode: '' }),
    ).toEqual(
      expect.objectContaining({
        returnCode: 300,
        strReturnObject: { objFieldErrors: { dateOfBirth: 'underOnlineEnrollmentAge' } },
      }),
    );
    expect(
      (await errors({ strEnrollingAs: 'S', dtDOB: dateYearsAgo(16, 1), strAgencyCode: 'OPMRS' }))
        .strReturnObject,
    ).toEqual({ objFieldErrors: { dateOfBirth: 'survivorNeedsCustomerService' } });
    expect(
      (await errors({ strEnrollingAs: 'S', dtDOB: dateYearsAgo(16), strAgencyCode: 'OPMRS' }))
        .returnCode,
    ).toBe(200);
  });

  it('needs an agency of the committed list of the right kind, and a choice this edition offers', async () => {
    const applicant = new Applicant(t.app);
    const fieldErrors = async (overrides: Record<string, unknown>) =>
      (await applicant.getStarted(overrides)).json().strReturnObject.objFieldErrors;
    expect(await fieldErrors({ strAgencyCode: '' })).toEqual({ agencyCode: 'required' });
    expect(await fieldErrors({ strAgencyCode: 'ZZ' })).toEqual({ agencyCode: 'agencyNotFound' });
    expect(await fieldErrors({ strEnrollingAs: 'A', strAgencyCode: 'AG' })).toEqual({
      agencyCode: 'agencyNotFound',
    });
    expect(await fieldErrors({ strEnrollingAs: 'MP', strAgencyCode: '' })).toEqual({
      enrollingAs: 'enrollingAsNotOffered',
    });
    const individual = new Applicant(t.app, { edition: 'MP' });
    expect(
      (await individual.getStarted({ strEnrollingAs: 'F', strAgencyCode: 'AG' })).json()
        .strReturnObject.objFieldErrors,
    ).toEqual({ enrollingAs: 'enrollingAsNotOffered' });
    // A body that breaks the contract's form is a 400, never a 500.
    expect((await applicant.getStarted({ dtDOB: '2026-02-30' })).statusCode).toBe(400);
    expect((await applicant.getStarted({ strEnrollingAs: 'Z' })).statusCode).toBe(400);
  });
});

describe('the later steps need the draft', () => {
  it('answers 404 without a draft cookie, or with one it does not know', async () => {
    const stranger = new Applicant(t.app);
    expect((await stranger.personalInfo()).json()).toMatchObject({
      returnCode: 404,
      strReturnObject: { strMessage: expect.stringContaining('Start again') },
    });
    stranger.draft = 'A'.repeat(43);
    expect((await stranger.address()).json().returnCode).toBe(404);
    expect((await stranger.resume()).json().returnCode).toBe(404);
    expect((await stranger.sponsor()).json().returnCode).toBe(404);
  });

  it("a draft of one edition is not the other edition's application", async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const onOtherSite = new Applicant(t.app, { edition: 'MP' });
    onOtherSite.draft = applicant.draft;
    expect((await onOtherSite.personalInfo()).json().returnCode).toBe(404);
  });
});

describe('personal info', () => {
  it('keeps the SSN sealed: not in the row, back on resume as its last four digits only', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const saved = await applicant.personalInfo();
    expect(saved.json().strReturnObject.strNextStep).toBe('ADDRESS');
    const [row] = (await draftRows()).filter((draft) => draft.last_step === 'PERSONAL_INFO');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('900-30-0001');
    expect(stored).not.toContain('900300001');
    expect(row?.ssn_sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const resumed = (await applicant.resume()).json();
    expect(resumed.returnCode).toBe(200);
    expect(resumed.strReturnObject).toMatchObject({
      strNextStep: 'ADDRESS',
      objGetStarted: { strEnrollingAs: 'F', strAgencyCode: 'AG' },
      objUserVO: {
        strFirst_Nm: 'Avery',
        strSSNLast4: '0001',
        strWork_Email: 'avery.quinn@example.org',
      },
      objUserAddressVO: null,
    });
    expect(resumed.strReturnObject.objUserVO).not.toHaveProperty('strSSN');
    expect(JSON.stringify(resumed)).not.toContain('900-30');

    // Saved again without the SSN: the sealed one is kept.
    const { strSSN: _ssn, ...withoutSsn } = personalInfoAnswers();
    const again = await applicant.post('/acctCreate/intermediateProfileSave', {
      strStep: 'PERSONAL_INFO',
      objUserVO: { ...withoutSsn, strFirst_Nm: 'Avery Jo' },
    });
    expect(again.json().returnCode).toBe(200);
    expect((await applicant.resume()).json().strReturnObject.objUserVO).toMatchObject({
      strFirst_Nm: 'Avery Jo',
      strSSNLast4: '0001',
    });
  });

  it("refuses with the forms package's keys: emails, consent, placeholder SSNs, phones", async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const fieldErrors = async (overrides: Record<string, unknown>) =>
      (await applicant.personalInfo(overrides)).json().strReturnObject.objFieldErrors;
    expect(
      await fieldErrors({
        strConfirmWork_Email: 'someone@example.org',
        strOther_Email: 'AVERY.QUINN@example.org',
        blnElectronicConsent: false,
        strOther_Ph: '202 555 0199',
      }),
    ).toEqual({
      confirmWorkEmail: 'emailMismatch',
      otherEmail: 'emailDiffers',
      electronicConsent: 'consentRequired',
      alternatePhoneType: 'required',
    });
    expect(await fieldErrors({ dtDOB: dateYearsAgo(12) })).toEqual({
      dateOfBirth: 'underOnlineEnrollmentAge',
    });
    // The placeholders break the contract: a 400 before any rule runs.
    for (const ssn of ['000000000', '999-99-9999']) {
      expect((await applicant.personalInfo({ strSSN: ssn })).statusCode).toBe(400);
    }
    // With no SSN sent and none saved, the SSN is required.
    const { strSSN: _ssn, ...withoutSsn } = personalInfoAnswers();
    const fresh = new Applicant(t.app);
    await fresh.getStarted();
    const missing = await fresh.post('/acctCreate/intermediateProfileSave', {
      strStep: 'PERSONAL_INFO',
      objUserVO: withoutSsn,
    });
    expect(missing.json().strReturnObject.objFieldErrors).toEqual({ ssn: 'required' });
  });
});

describe('address (ZIP and state checked by the service)', () => {
  it('offers candidates when the ZIP is in another state, and records "keep what I entered" as unchecked', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    await applicant.personalInfo();
    const mismatch = (await applicant.address({ strZip: '20001' })).json();
    expect(mismatch.returnCode).toBe(300);
    expect(mismatch.strReturnObject.objFieldErrors).toEqual({ zip: 'zipStateMismatch' });
    expect(mismatch.strReturnObject.liResidenceCandidates[0]).toEqual({
      strCity: 'Washington',
      strState: 'DC',
      strZip: '20001',
    });
    expect(mismatch.strReturnObject.liResidenceCandidates.length).toBeLessThanOrEqual(10);

    const kept = (await applicant.address({ strZip: '20001', strKeepAsEntered: 'Y' })).json();
    expect(kept).toMatchObject({
      returnCode: 200,
      strReturnObject: { strNextStep: 'CREDENTIALS' },
    });
    expect((await applicant.resume()).json().strReturnObject).toMatchObject({
      strResidenceCheck: 'I',
      strMailingCheck: null,
    });

    const checked = (await applicant.address()).json();
    expect(checked.returnCode).toBe(200);
    expect((await applicant.resume()).json().strReturnObject.strResidenceCheck).toBe('V');
  });

  it('checks a separate mailing address too, with its own key', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const answer = await applicant.address(
      {},
      {
        strMailingSameAsResidence: 'N',
        objMailAddressVO: {
          strAddress_Line1: 'PO Box 7',
          strCity: 'Washington',
          strState: 'MD',
          strZip: '20001',
        },
      },
    );
    const refused = answer.json().strReturnObject;
    expect(refused.objFieldErrors).toEqual({ mailingZip: 'mailingZipStateMismatch' });
    expect(refused.liMailingCandidates[0]).toEqual({
      strCity: 'Washington',
      strState: 'DC',
      strZip: '20001',
    });
    const missing = await applicant.address({}, { strMailingSameAsResidence: 'N' });
    expect(missing.json().strReturnObject.objFieldErrors).toMatchObject({
      mailingAddressLine1: 'required',
      mailingZip: 'required',
    });
  });

  it('refuses an MP state not yet eligible (the demo state WA), not on MFB', async () => {
    const individual = new Applicant(t.app, { edition: 'MP' });
    await individual.getStarted();
    const seattle = { strCity: 'Seattle', strState: 'WA', strZip: '98101' };
    expect((await individual.address(seattle)).json().strReturnObject.objFieldErrors).toEqual({
      state: 'stateNotEligible',
    });
    const federal = new Applicant(t.app);
    await federal.getStarted();
    expect((await federal.address(seattle)).json().returnCode).toBe(200);
  });
});

describe('branch of service (saveSponsorInfo)', () => {
  it('is not a step of a civilian application', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    expect((await applicant.sponsor()).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strNextStep: 'PERSONAL_INFO' },
    });
  });

  it("a sponsor's family member gives the sponsor; a sponsor under 17 goes to customer service", async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted({ strEnrollingAs: 'FMM', strAgencyCode: '' });
    await applicant.personalInfo();
    expect((await applicant.resume()).json().strReturnObject.strNextStep).toBe('BRANCH_OF_SERVICE');
    expect(
      (await applicant.sponsor({ dtSponsorDOB: dateYearsAgo(17, 1) })).json().strReturnObject
        .objFieldErrors,
    ).toEqual({ sponsorDateOfBirth: 'sponsorNeedsCustomerService' });
    expect(
      (await applicant.sponsor({ strSponsorFirst_Nm: '' })).json().strReturnObject.objFieldErrors,
    ).toEqual({ sponsorFirstName: 'required' });
    expect(
      (await applicant.sponsor({ strMilitaryStatus: 'RCM' })).json().strReturnObject.objFieldErrors,
    ).toEqual({ reserveComponent: 'required' });
    const saved = (await applicant.sponsor({ dtSponsorDOB: dateYearsAgo(17) })).json();
    expect(saved).toMatchObject({ returnCode: 200, strReturnObject: { strNextStep: 'ADDRESS' } });
    const resumed = (await applicant.resume()).json().strReturnObject.objSponsorVO;
    expect(resumed).toMatchObject({ strBranchOfService: 'NAVY', strSponsorSSNLast4: '0002' });
    expect(resumed).not.toHaveProperty('strSponsorSSN');
  });

  it('a military member is their own sponsor: no sponsor identity needed', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted({ strEnrollingAs: 'M', strAgencyCode: '' });
    const saved = await applicant.sponsor({
      strSponsorFirst_Nm: '',
      strSponsorLast_Nm: '',
      dtSponsorDOB: '',
      strSponsorSSN: undefined,
      strMilitaryStatus: 'RCM',
      strReserveComponent: 'GUARD',
    });
    expect(saved.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strNextStep: 'PERSONAL_INFO' },
    });
  });
});

describe('resume and start again', () => {
  it('resumes at the step it stopped at with everything typed; Start again deletes the draft and its cookie', async () => {
    const applicant = new Applicant(t.app);
    await completeApplication(applicant);
    const resumed = (await applicant.resume()).json().strReturnObject;
    expect(resumed).toMatchObject({
      strNextStep: 'CREDENTIALS',
      objUserAddressVO: { strCity: 'Arlington', strZip: '22201' },
      strMailingSameAsResidence: 'Y',
      strResidenceCheck: 'V',
    });
    const before = (await draftRows()).length;
    const discarded = await applicant.post('/acctCreate/discardAccountDraft', {});
    expect(discarded.json().returnCode).toBe(200);
    expect(discarded.cookies.find((entry) => entry.name === accountDraftCookie.name)?.value).toBe(
      '',
    );
    expect(await draftRows()).toHaveLength(before - 1);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', '=', 'account.draft-discarded')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect((await applicant.resume()).json().returnCode).toBe(404);
  });

  it('ends a draft 30 days after its last save', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db
      .updateTable('account_drafts')
      .set({ expires_at: past })
      .where('expires_at', '>', past)
      .execute();
    expect((await applicant.resume()).json().returnCode).toBe(404);
  });
});

describe('POST /acctCreate/userIDAvailabilityFEHB', () => {
  it('answers only an application in progress', async () => {
    const stranger = new Applicant(t.app);
    expect(
      (
        await stranger.post('/acctCreate/userIDAvailabilityFEHB', { strUserId: 'fed.member' })
      ).json(),
    ).toMatchObject({ returnCode: 404 });
  });

  it('says whether a username is free, without regard to case, and refuses an SSN as a username', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    const check = async (strUserId: string) =>
      (await applicant.post('/acctCreate/userIDAvailabilityFEHB', { strUserId })).json();
    expect((await check('FED.Member')).strReturnObject).toEqual({
      strAvailable: 'N',
      strMessage: 'Username already exists. Choose another one.',
    });
    expect((await check(avery.username)).strReturnObject).toEqual({ strAvailable: 'Y' });
    expect(
      (await applicant.post('/acctCreate/userIDAvailabilityFEHB', { strUserId: '123-45-6789' }))
        .statusCode,
    ).toBe(400);
  });
});
