import { accountDraftCookie } from '@portal/api/account-creation';
import { apiBasePath } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import { addDays, easternDateOf } from '@portal/forms/dates';
import type { FastifyInstance } from 'fastify';
import { type ApiAnswer, postEncrypted } from './encrypted-requests.js';

/*
 * A visitor going through account creation as the portal does (encrypted calls, the draft cookie
 * kept as a browser keeps it), and the answers of each step for a person with no account yet.
 */

export const accountUrl = (path: string) => `${apiBasePath}${path}`;

/** Today's Eastern date, as the service reads it; the date `years` before it, shifted by `days`. */
export function dateYearsAgo(years: number, days = 0): string {
  const today = easternDateOf(new Date());
  return addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`, days);
}

export class Applicant {
  /** The draft cookie's value as the browser holds it, once a step set it. */
  draft: string | undefined;
  readonly #app: FastifyInstance;
  readonly #edition: ProductFlag;
  readonly #remoteAddress: string | undefined;

  constructor(
    app: FastifyInstance,
    { edition = 'MFB', remoteAddress }: { edition?: ProductFlag; remoteAddress?: string } = {},
  ) {
    this.#app = app;
    this.#edition = edition;
    this.#remoteAddress = remoteAddress;
  }

  async post(path: string, body: unknown): Promise<ApiAnswer> {
    const answer = await postEncrypted(this.#app, accountUrl(path), body, {
      edition: this.#edition,
      ...(this.draft && { cookie: `${accountDraftCookie.name}=${this.draft}` }),
      ...(this.#remoteAddress && { remoteAddress: this.#remoteAddress }),
    });
    const cookie = answer.cookies.find((entry) => entry.name === accountDraftCookie.name);
    if (cookie) this.draft = cookie.value === '' ? undefined : cookie.value;
    return answer;
  }

  getStarted(overrides: Record<string, unknown> = {}) {
    return this.post('/acctCreate/intermediateProfileSave', {
      strStep: 'GET_STARTED',
      objGetStarted: { ...getStartedAnswers(this.#edition), ...overrides },
    });
  }

  personalInfo(overrides: Record<string, unknown> = {}) {
    return this.post('/acctCreate/intermediateProfileSave', {
      strStep: 'PERSONAL_INFO',
      objUserVO: { ...personalInfoAnswers(), ...overrides },
    });
  }

  address(residence: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
    return this.post('/acctCreate/intermediateProfileSave', {
      strStep: 'ADDRESS',
      objUserAddressVO: { ...residenceAnswers, ...residence },
      strMailingSameAsResidence: 'Y',
      ...rest,
    });
  }

  sponsor(overrides: Record<string, unknown> = {}) {
    return this.post('/acctCreate/saveSponsorInfo', {
      objSponsorVO: { ...sponsorAnswers(), ...overrides },
    });
  }

  createAccount(overrides: Record<string, unknown> = {}) {
    return this.post('/acctCreate/createUserAccount', { ...credentialsAnswers, ...overrides });
  }

  resume() {
    return this.post('/acctCreate/continueToAccountCreation', {});
  }
}

/** The README's person with no account yet: a federal employee of the Department of Agriculture. */
export const avery = {
  firstName: 'Avery',
  lastName: 'Quinn',
  dateOfBirth: '1988-02-03',
  ssn: '900-30-0001',
  username: 'avery.quinn',
} as const;

export function getStartedAnswers(edition: ProductFlag = 'MFB') {
  return edition === 'MFB'
    ? { strEnrollingAs: 'F', dtDOB: avery.dateOfBirth, strAgencyCode: 'AG', strProductNm: 'MFB' }
    : { strEnrollingAs: 'MP', dtDOB: avery.dateOfBirth, strProductNm: 'MP' };
}

export function personalInfoAnswers() {
  return {
    strPrefix: 'Ms.',
    strFirst_Nm: avery.firstName,
    strMiddle_Init: 'J',
    strLast_Nm: avery.lastName,
    strSuffix: '',
    dtDOB: avery.dateOfBirth,
    strSSN: avery.ssn,
    strGender: 'F',
    strMarried: 'N',
    strDay_Time_Ph: '(202) 555-0190',
    strPrimaryPhone_type: 'M',
    strOther_Ph: '',
    strSecondaryPhone_type: '',
    strWork_Email: 'avery.quinn@example.org',
    strConfirmWork_Email: 'Avery.Quinn@example.org',
    strOther_Email: 'avery@example.com',
    strNotificationPref: 'E',
    blnElectronicConsent: true,
  };
}

export const residenceAnswers = {
  strAddress_Line1: '1 Main St',
  strAddress_Line2: 'Apt 2',
  strCity: 'Arlington',
  strState: 'VA',
  strZip: '22201',
};

export function sponsorAnswers() {
  return {
    strBranchOfService: 'NAVY',
    strMilitaryStatus: 'ACD',
    strReserveComponent: '',
    strSponsorFirst_Nm: 'Sam',
    strSponsorLast_Nm: 'Quinn',
    dtSponsorDOB: dateYearsAgo(30),
    strSponsorSSN: '900-30-0002',
  };
}

export const credentialsPassword = 'Quiet-Harbor-Lamp-42';

export const credentialsAnswers = {
  strUserId: avery.username,
  strPassword: credentialsPassword,
  strConfirmPassword: credentialsPassword,
  liSecurityQuestions: [
    { strQuestionId: 'Q1', strAnswer: 'Biscuit' },
    { strQuestionId: 'Q2', strAnswer: 'Dayton' },
    { strQuestionId: 'Q5', strAnswer: 'Volvo' },
  ],
};

/** Every step a federal employee takes, saved; the applicant is ready for createUserAccount. */
export async function completeApplication(
  applicant: Applicant,
  person: Record<string, unknown> = {},
  residence: Record<string, unknown> = {},
): Promise<void> {
  for (const answer of [
    await applicant.getStarted(),
    await applicant.personalInfo(person),
    await applicant.address(residence),
  ]) {
    const body = answer.json();
    if (body.returnCode !== 200) throw new Error(`a step was refused: ${answer.body}`);
  }
}
