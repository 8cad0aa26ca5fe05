import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Applicant,
  avery,
  completeApplication,
  credentialsAnswers,
  credentialsPassword,
} from '../testing/account-requests.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { url } from '../testing/recovery-requests.js';
import { completeProfileForwardCodes } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { brokenUniqueIndexOf } from './account-queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '10000',
      RATE_LIMIT_ACCOUNTS_PER_ADDRESS: '10000',
    },
  });
});
afterAll(() => t.close());

/** A person of their own: SSN, emails and username that no one else in this file uses. */
function person(n: number) {
  return {
    details: {
      strSSN: `900-40-${String(n).padStart(4, '0')}`,
      strLast_Nm: `Tester${String.fromCharCode(65 + n)}`,
      strWork_Email: `person${n}@example.org`,
      strConfirmWork_Email: `person${n}@example.org`,
      strOther_Email: `person${n}@example.com`,
    },
    username: `person.${n}`,
  };
}

const signIn = (userId: string, password: string) =>
  postEncrypted(t.app, url('/fehbLogin/metlawPortalLogin'), {
    strUserid: userId,
    strPassword: password,
    strProductNm: 'MFB',
  });

describe('POST /acctCreate/createUserAccount', () => {
  it('needs every step first: 404 with the step to finish', async () => {
    const applicant = new Applicant(t.app);
    await applicant.getStarted();
    await applicant.personalInfo(person(1).details);
    expect((await applicant.createAccount({ strUserId: person(1).username })).json()).toMatchObject(
      {
        returnCode: 404,
        strReturnObject: { strNextStep: 'ADDRESS' },
      },
    );
    expect((await new Applicant(t.app).createAccount()).json().returnCode).toBe(404);
  });

  it('creates the account in one go and signs the member in; the draft is gone', async () => {
    const applicant = new Applicant(t.app);
    await completeApplication(applicant);
    const draft = applicant.draft;
    const answer = await applicant.createAccount();
    const body = answer.json();
    expect(body).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
      strReturnObject: {
        objuservo: {
          strUserId: avery.username,
          strFirst_Nm: 'Avery',
          strLast_Nm: 'Quinn',
          strWork_Email: 'avery.quinn@example.org',
          strDay_Time_Ph: '2025550190',
        },
        objProfileCompletion: {
          profileCompletion: true,
          sponsorProfilecompletion: true,
          sponsorFGRRPNcompletion: true,
          sponsorBOSCompletion: true,
        },
      },
    });
    expect(String(answer.headers.authorization)).toMatch(/^Bearer /);
    expect(answer.cookies.map((cookie) => cookie.name)).toContain('portal_refresh');
    expect(applicant.draft).toBeUndefined();
    expect(draft).toBeDefined();

    const memberId = body.strReturnObject.objuservo.strMember_Id;
    expect(memberId).toMatch(/^73\d{8}$/);
    const facts = await t.db
      .selectFrom('member_identity_facts')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(facts).toMatchObject({ date_of_birth: avery.dateOfBirth, gender: 'F' });
    expect(facts.ssn_hash).toMatch(/^\$argon2id\$/);
    expect(facts.ssn_lookup).toMatch(/^[0-9a-f]{64}$/);
    // My profile shows the last four only (issue 22); the browser is the member's first known one.
    expect(facts.ssn_last4).toBe(avery.ssn.replaceAll(/\D/g, '').slice(-4));
    const devices = await t.db
      .selectFrom('member_devices')
      .select('member_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(devices).toHaveLength(1);
    const addresses = await t.db
      .selectFrom('member_addresses')
      .select(['address_type', 'city', 'state', 'zip', 'verification'])
      .where('member_id', '=', memberId)
      .execute();
    expect(addresses).toEqual([
      { address_type: 'R', city: 'Arlington', state: 'VA', zip: '22201', verification: 'V' },
    ]);
    const affiliation = await t.db
      .selectFrom('member_affiliations')
      .select(['affiliation', 'employment_status', 'agency_code', 'active'])
      .where('member_id', '=', memberId)
      .execute();
    expect(affiliation).toEqual([
      { affiliation: 'F', employment_status: 'F', agency_code: 'AG', active: 1 },
    ]);
    const answers = await t.db
      .selectFrom('security_answers')
      .select('question_id')
      .where('member_id', '=', memberId)
      .orderBy('question_id')
      .execute();
    expect(answers.map((row) => row.question_id)).toEqual(['Q1', 'Q2', 'Q5']);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['kind', 'detail'])
      .where('member_id', '=', memberId)
      .execute();
    expect(audit.map((row) => row.kind)).toEqual(['account.created']);
    // No SSN in the audit row, in any form (the draft id is a random UUID, so any digits may occur).
    expect(audit[0]?.detail).not.toContain(avery.ssn);
    expect(audit[0]?.detail).not.toContain(avery.ssn.replaceAll('-', ''));

    // The draft is gone with it, and the new member signs in with the password chosen.
    expect((await applicant.resume()).json().returnCode).toBe(404);
    applicant.draft = draft;
    expect((await applicant.resume()).json().returnCode).toBe(404);
    const signedIn = (await signIn(avery.username, credentialsPassword)).json();
    expect(signedIn).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
  });

  it("refuses an SSN that has an account (a demo member's), without naming the account", async () => {
    const applicant = new Applicant(t.app);
    await completeApplication(applicant, { ...person(2).details, strSSN: '900-10-0001' });
    const answer = await applicant.createAccount({ strUserId: person(2).username });
    expect(answer.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: {
        strMessage:
          'An account already exists for this Social Security number. Log in, or use Need Help? to find it.',
      },
    });
    expect(answer.body).not.toContain('fed.member');
    expect(answer.body).not.toContain('Rivera');
    // Nothing was created; the draft stays, so the member can correct it.
    expect((await applicant.resume()).json().returnCode).toBe(200);
  });

  it('refuses the same last name, email and state, and emails linked to another account', async () => {
    // fed.member: Rivera, jordan.rivera@example.org, a residence in DC.
    const sameNameEmailState = new Applicant(t.app);
    await completeApplication(
      sameNameEmailState,
      {
        ...person(3).details,
        strLast_Nm: 'RIVERA',
        strWork_Email: 'Jordan.Rivera@example.org',
        strConfirmWork_Email: 'jordan.rivera@example.org',
      },
      { strCity: 'Washington', strState: 'DC', strZip: '20002' },
    );
    expect(
      (await sameNameEmailState.createAccount({ strUserId: person(3).username })).json()
        .strReturnObject,
    ).toEqual({
      strMessage:
        'An account already exists for this last name, email and state. Log in, or use Need Help? to find it.',
    });

    const linkedEmail = new Applicant(t.app);
    await completeApplication(linkedEmail, {
      ...person(4).details,
      strOther_Email: 'jordan.rivera@example.com',
    });
    expect(
      (await linkedEmail.createAccount({ strUserId: person(4).username })).json().strReturnObject,
    ).toEqual({
      strMessage: 'These email addresses are already linked to another account.',
    });
    const refusals = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('kind', '=', 'account.creation-refused')
      .execute();
    expect(refusals.map((row) => JSON.parse(row.detail ?? '{}').reason)).toEqual(
      expect.arrayContaining(['accountExistsForNameEmailAndState', 'emailsLinkedToAnotherAccount']),
    );
  });

  it('refuses a username taken (any case) and a password equal to the username, as field errors', async () => {
    const applicant = new Applicant(t.app);
    await completeApplication(applicant, person(5).details);
    expect(
      (await applicant.createAccount({ strUserId: 'Fed.Member' })).json().strReturnObject,
    ).toEqual({
      objFieldErrors: { username: 'usernameTaken' },
    });
    const same = 'Harbor-Lamp-Quiet';
    expect(
      (
        await applicant.createAccount({
          strUserId: same,
          strPassword: same,
          strConfirmPassword: same,
        })
      ).json().strReturnObject,
    ).toEqual({ objFieldErrors: { password: 'passwordIsUsername' } });
    // The contract's own rules: a mismatch, a common password, an SSN as username are 400s.
    expect(
      (await applicant.createAccount({ strConfirmPassword: 'something-else-1' })).statusCode,
    ).toBe(400);
    expect(
      (
        await applicant.createAccount({
          strPassword: 'password1234',
          strConfirmPassword: 'password1234',
        })
      ).statusCode,
    ).toBe(400);
    expect((await applicant.createAccount({ strUserId: '900 40 0005' })).statusCode).toBe(400);
  });

  it('two creations of the same username at once: one wins, the other hears "username already exists", no 500', async () => {
    const first = new Applicant(t.app);
    const second = new Applicant(t.app);
    await completeApplication(first, person(6).details);
    await completeApplication(second, person(7).details);
    const answers = await Promise.all([
      first.createAccount({ strUserId: 'same.name' }),
      second.createAccount({ strUserId: 'same.name' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.map((body) => body.returnCode).sort()).toEqual([200, 300]);
    expect(bodies.find((body) => body.returnCode === 300)?.strReturnObject).toEqual({
      objFieldErrors: { username: 'usernameTaken' },
    });
    const owners = await t.db
      .selectFrom('members')
      .select('member_id')
      .where('user_id_normalized', '=', 'same.name')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('knows the unique indexes by the errors of either database', async () => {
    // The race above ends in the username check on SQLite (one writer at a time) and, usually,
    // in the unique index on PostgreSQL; this shows the index's error reads as the right answer.
    const row = await t.db.selectFrom('members').selectAll().limit(1).executeTakeFirstOrThrow();
    const copy = { ...row, member_id: '7999999999' };
    const error = await t.db
      .insertInto('members')
      .values(copy)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(brokenUniqueIndexOf(error)).toBe('username');
    expect(brokenUniqueIndexOf(new Error('boom'))).toBeUndefined();
  });
});

describe('the military path and profile completion from the data', () => {
  it('a military member goes through branch of service and signs in with every flag complete', async () => {
    const applicant = new Applicant(t.app);
    const me = person(8);
    await applicant.getStarted({ strEnrollingAs: 'M', strAgencyCode: '' });
    await applicant.personalInfo(me.details);
    expect((await applicant.address()).json().strReturnObject.strNextStep).toBe(
      'BRANCH_OF_SERVICE',
    );
    expect((await applicant.createAccount({ strUserId: me.username })).json()).toMatchObject({
      returnCode: 404,
      strReturnObject: { strNextStep: 'BRANCH_OF_SERVICE' },
    });
    await applicant.sponsor({
      strSponsorFirst_Nm: '',
      strSponsorLast_Nm: '',
      dtSponsorDOB: '',
      strSponsorSSN: undefined,
      strBranchOfService: 'USMC',
      strMilitaryStatus: 'RCM',
      strReserveComponent: 'RESERV',
    });
    const created = (await applicant.createAccount({ strUserId: me.username })).json();
    expect(created.strReturnObject.objProfileCompletion).toEqual({
      profileCompletion: true,
      sponsorProfilecompletion: true,
      sponsorFGRRPNcompletion: true,
      sponsorBOSCompletion: true,
    });
    const memberId = created.strReturnObject.objuservo.strMember_Id;
    const sponsor = await t.db
      .selectFrom('member_sponsors')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(sponsor).toMatchObject({
      sponsor_is_member: 1,
      branch_of_service: 'USMC',
      military_status: 'RCM',
      reserve_component: 'RESERV',
      first_name: null,
      ssn_hash: null,
    });
    const member = await t.db
      .selectFrom('members')
      .select(['affiliation', 'employment_status'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ affiliation: 'M', employment_status: 'RCM' });
  });

  it('drops a branch-of-service answer when get-started changes to a civilian kind', async () => {
    const applicant = new Applicant(t.app);
    const me = person(9);
    await applicant.getStarted({ strEnrollingAs: 'FMM', strAgencyCode: '' });
    await applicant.sponsor();
    await applicant.getStarted();
    await applicant.personalInfo(me.details);
    await applicant.address();
    const created = (await applicant.createAccount({ strUserId: me.username })).json();
    expect(created.returnCode).toBe(200);
    const memberId = created.strReturnObject.objuservo.strMember_Id;
    const sponsors = await t.db
      .selectFrom('member_sponsors')
      .select('member_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(sponsors).toEqual([]);
  });

  it('sign-in reports what the demo members still have to complete', async () => {
    const completion = async (userId: string) =>
      (await signIn(userId, 'Demo-Portal-2026')).json().strReturnObject.objProfileCompletion;
    expect(await completion('mil.member')).toEqual({
      profileCompletion: true,
      sponsorProfilecompletion: true,
      sponsorFGRRPNcompletion: true,
      sponsorBOSCompletion: true,
    });
    expect(await completion('mil.family')).toEqual({
      profileCompletion: true,
      sponsorProfilecompletion: true,
      sponsorFGRRPNcompletion: true,
      sponsorBOSCompletion: false,
    });
    expect(await completion('fed.nohome')).toMatchObject({ profileCompletion: false });
    expect(await completion('fed.member')).toMatchObject({ profileCompletion: true });
  });
});

describe('the limits that keep username checks from being an oracle', () => {
  it('limits checks per draft and per address', async () => {
    const limited = await createTestApp({
      seed: false,
      env: {
        RATE_LIMIT_USERNAME_CHECKS_PER_DRAFT: '2',
        RATE_LIMIT_USERNAME_CHECKS_PER_ADDRESS: '3',
      },
    });
    try {
      const check = (applicant: Applicant) =>
        applicant.post('/acctCreate/userIDAvailabilityFEHB', { strUserId: 'someone' });
      const one = new Applicant(limited.app, { remoteAddress: '198.51.100.1' });
      await one.getStarted();
      expect((await check(one)).statusCode).toBe(200);
      expect((await check(one)).statusCode).toBe(200);
      expect((await check(one)).statusCode).toBe(429);
      // A second draft from the same address: its own draft count, but the address's is spent.
      const two = new Applicant(limited.app, { remoteAddress: '198.51.100.1' });
      await two.getStarted();
      expect((await check(two)).statusCode).toBe(429);
      const elsewhere = new Applicant(limited.app, { remoteAddress: '198.51.100.2' });
      await elsewhere.getStarted();
      expect((await check(elsewhere)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits account creations per address', async () => {
    const limited = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_ACCOUNTS_PER_ADDRESS: '1' },
    });
    try {
      const applicant = new Applicant(limited.app, { remoteAddress: '198.51.100.9' });
      expect((await applicant.createAccount(credentialsAnswers)).statusCode).toBe(200);
      expect((await applicant.createAccount(credentialsAnswers)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
