import { randomUUID } from 'node:crypto';
import {
  bankInUseMessage,
  bankSchema,
  fetchUserBankDetailsPath,
  fetchUserBankDetailsResponseSchema,
  updateUserBankDetailsPath,
} from '@portal/api/banks';
import { apiBasePath } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { postLogout, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const listUrl = `${apiBasePath}${fetchUserBankDetailsPath}`;
const updateUrl = `${apiBasePath}${updateUserBankDetailsPath}`;
const fedMemberId = '7100000001';
const indMemberId = '7200000001';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signInToken(t.app);
});
afterAll(() => t.close());

function listBanks(
  memberId = fedMemberId,
  dtEffDate: string | null = null,
  as = token,
  edition: ProductFlag = 'MFB',
) {
  return postEncrypted(
    t.app,
    listUrl,
    { strMember_Id: memberId, dtEffDate },
    { token: as, edition },
  );
}

async function fedMemberBanks() {
  const answer = fetchUserBankDetailsResponseSchema.parse((await listBanks()).json());
  return answer.strReturnObject ?? [];
}

async function bankNamed(name: string) {
  const bank = (await fedMemberBanks()).find((entry) => entry.strBank_Nm === name);
  if (!bank) throw new Error(`no bank named ${name}`);
  return bank;
}

/** What the dashboard sends to delete: the selected bank's fields with strStatus_CD 'I'. */
function deleteBank(fields: Record<string, unknown>, as = token) {
  return postEncrypted(t.app, updateUrl, { ...fields, strStatus_CD: 'I' }, { token: as });
}

function withoutDate(body: Record<string, unknown>) {
  return { ...body, strServerDate: undefined };
}

describe('POST /fetchUserBankDetails', () => {
  it("lists fed.member's three banks with masked numbers only", async () => {
    const response = await listBanks(fedMemberId, '2026-01-01');
    expect(response.statusCode).toBe(200);
    const body = fetchUserBankDetailsResponseSchema.parse(response.json());
    expect(body.returnCode).toBe(200);
    expect(body.strReturnObject).toEqual([
      {
        strMember_Id: fedMemberId,
        lnBankId: expect.any(String),
        strBank_Nm: 'Capital Federal Credit Union',
        strStatus_CD: 'E',
        strAcc_Nbr: '****3456',
        strAcc_Type: 'C',
        strAba_Rout_Nbr: '****2347',
        strDeleteflg: 'N',
        strObjStatusFlag: 'E',
      },
      {
        strMember_Id: fedMemberId,
        lnBankId: expect.any(String),
        strBank_Nm: 'Riverside Savings Bank',
        strStatus_CD: 'FE',
        strAcc_Nbr: '****6789',
        strAcc_Type: 'S',
        strAba_Rout_Nbr: '****8815',
        strDeleteflg: 'N',
        strObjStatusFlag: 'FE',
      },
      {
        strMember_Id: fedMemberId,
        lnBankId: expect.any(String),
        strBank_Nm: 'Old Harbor Bank',
        strStatus_CD: 'N',
        strAcc_Nbr: '****7654',
        strAcc_Type: 'C',
        strAba_Rout_Nbr: '****5546',
        strDeleteflg: 'Y',
        strObjStatusFlag: 'N',
      },
    ]);
    for (const bank of body.strReturnObject ?? []) {
      expect(Object.keys(bank).sort()).toEqual(Object.keys(bankSchema.shape).sort());
    }
    // The full numbers are neither in the answer nor on the wire.
    for (const full of ['4400123456', '7700456789', '1200987654', '091002347', '086028815']) {
      expect(response.body).not.toContain(full);
      expect(response.wire).not.toContain(full);
    }
    expect(response.sealed).toBe(true);
  });

  it("answers 404 for another member's id, as for one that does not exist", async () => {
    const other = await listBanks(indMemberId);
    const unknown = await listBanks('9999999999');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      returnCode: 404,
      strReturnObject: { strMessage: expect.any(String) },
    });
    expect(withoutDate(unknown.json())).toEqual(withoutDate(other.json()));
  });

  it('lists nothing for a member without banks', async () => {
    const indToken = await signInToken(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    const response = await listBanks(indMemberId, null, indToken, 'MP');
    expect(response.json()).toMatchObject({ returnCode: 200, strReturnObject: [] });
  });

  it('refuses a call without a session (401) and a malformed body (400)', async () => {
    const anonymous = await postEncrypted(t.app, listUrl, {
      strMember_Id: fedMemberId,
      dtEffDate: null,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      { strMember_Id: fedMemberId },
      { strMember_Id: fedMemberId, dtEffDate: '01/01/2026' },
      { strMember_Id: fedMemberId, dtEffDate: null, extra: 1 },
      { strMember_Id: 7100000001, dtEffDate: null },
    ]) {
      const response = await postEncrypted(t.app, listUrl, body, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ returnCode: 400 });
    }
  });
});

describe('POST /updateUserBankDetails (delete)', () => {
  it('refuses to delete the bank in use, and the one pending use, with a clear envelope', async () => {
    for (const name of ['Capital Federal Credit Union', 'Riverside Savings Bank']) {
      const bank = await bankNamed(name);
      const response = await deleteBank(bank);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        returnCode: 300,
        strReturnObject: { strMessage: bankInUseMessage },
      });
      expect(await bankNamed(name)).toMatchObject({ strStatus_CD: bank.strStatus_CD });
    }
    const refusals = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('kind', '=', 'bank.delete-refused')
      .execute();
    expect(refusals).toHaveLength(2);
  });

  it("answers 404 for another member's bank, exactly as for an unknown id", async () => {
    const indBankId = randomUUID();
    await t.db
      .insertInto('bank_accounts')
      .values({
        bank_id: indBankId,
        member_id: indMemberId,
        bank_name: 'Lakeshore Bank',
        account_number: '5500111122',
        account_type: 'C',
        routing_number: '071000013',
        status_cd: 'N',
        delete_flag: 'Y',
        last_modified_user: 'ind.member',
        created_at: new Date().toISOString(),
      })
      .execute();

    const others = await deleteBank({ strMember_Id: fedMemberId, lnBankId: indBankId });
    const unknown = await deleteBank({ strMember_Id: fedMemberId, lnBankId: randomUUID() });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ returnCode: 404 });
    expect(withoutDate(unknown.json())).toEqual(withoutDate(others.json()));
    expect(unknown.statusCode).toBe(404);

    // Naming the other member as strMember_Id does not help either.
    const claimed = await deleteBank({ strMember_Id: indMemberId, lnBankId: indBankId });
    expect(claimed.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('bank_accounts')
      .select('status_cd')
      .where('bank_id', '=', indBankId)
      .executeTakeFirstOrThrow();
    expect(row.status_cd).toBe('N');
  });

  it('refuses full account numbers and any status but I (400)', async () => {
    const bank = await bankNamed('Old Harbor Bank');
    expect((await deleteBank({ ...bank, strAcc_Nbr: '1200987654' })).statusCode).toBe(400);
    const update = await postEncrypted(t.app, updateUrl, { ...bank, strStatus_CD: 'E' }, { token });
    expect(update.statusCode).toBe(400);
  });

  it('deletes the unused bank: 200, an audit row, and the list no longer shows it', async () => {
    const bank = await bankNamed('Old Harbor Bank');
    const response = await deleteBank(bank);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ returnCode: 200, strReturnObject: {} });

    const names = (await fedMemberBanks()).map((entry) => entry.strBank_Nm);
    expect(names).toEqual(['Capital Federal Credit Union', 'Riverside Savings Bank']);
    const row = await t.db
      .selectFrom('bank_accounts')
      .select(['status_cd', 'last_modified_user'])
      .where('bank_id', '=', bank.lnBankId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_cd: 'I', last_modified_user: 'fed.member' });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['member_id', 'detail'])
      .where('kind', '=', 'bank.deleted')
      .execute();
    expect(audit).toEqual([
      {
        member_id: fedMemberId,
        detail: JSON.stringify({ bankId: bank.lnBankId, bankName: 'Old Harbor Bank' }),
      },
    ]);

    // A deleted bank is gone: deleting it again is a 404.
    expect((await deleteBank(bank)).statusCode).toBe(404);
  });

  it('refuses the old token after sign-out (401)', async () => {
    const ownToken = await signInToken(t.app);
    expect((await listBanks(fedMemberId, null, ownToken)).statusCode).toBe(200);
    expect((await postLogout(t.app, ownToken)).statusCode).toBe(200);
    const after = await listBanks(fedMemberId, null, ownToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ returnCode: 401 });
    expect(
      (await deleteBank({ strMember_Id: fedMemberId, lnBankId: randomUUID() }, ownToken))
        .statusCode,
    ).toBe(401);
  });
});

describe('in use, read from the enrollments that name a bank (issue 21)', () => {
  /** A bank of ind.member stored as unused and deletable: only a link can put it in use. */
  async function unusedBank(name: string) {
    const bankId = randomUUID();
    await t.db
      .insertInto('bank_accounts')
      .values({
        bank_id: bankId,
        member_id: indMemberId,
        bank_name: name,
        account_number: '****1122',
        account_type: 'C',
        routing_number: '****0013',
        status_cd: 'N',
        delete_flag: 'Y',
        last_modified_user: 'ind.member',
        created_at: new Date().toISOString(),
      })
      .execute();
    return bankId;
  }

  /** An enrollment of ind.member naming the bank; automatic withdrawal (16) unless told. */
  async function enrollmentNaming(
    bankId: string,
    fields: { status: 'pending' | 'active' | 'future' | 'cancelled' | 'ended' } & Partial<{
      effective_date: string;
      end_date: string | null;
      payment_type: string;
    }>,
  ) {
    await t.db
      .insertInto('enrollments')
      .values({
        enrollment_id: randomUUID(),
        member_id: indMemberId,
        program_id: 'LAW',
        plan_tier: 'H',
        coverage_tier: 'S',
        effective_date: '2020-01-01',
        plan_year: 2020,
        created_at: new Date().toISOString(),
        end_date: null,
        payment_type: '16',
        bank_id: bankId,
        ...fields,
      })
      .execute();
  }

  it('lists in use over pending use over unused, and refuses to delete a linked bank', async () => {
    const inForce = await unusedBank('A in force');
    await enrollmentNaming(inForce, { status: 'active' });
    const later = await unusedBank('B starts later');
    await enrollmentNaming(later, { status: 'future', effective_date: '2099-01-01' });
    await enrollmentNaming(later, { status: 'pending' });
    const both = await unusedBank('C pending and in force');
    await enrollmentNaming(both, { status: 'pending', effective_date: '2099-01-01' });
    await enrollmentNaming(both, { status: 'future', effective_date: '2020-01-01' });
    const none = await unusedBank('D links that do not count');
    await enrollmentNaming(none, { status: 'cancelled' });
    await enrollmentNaming(none, { status: 'active', end_date: '2020-12-31' });
    await enrollmentNaming(none, { status: 'active', payment_type: '14' });

    const indToken = await signInToken(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    const answer = fetchUserBankDetailsResponseSchema.parse(
      (await listBanks(indMemberId, null, indToken, 'MP')).json(),
    );
    expect(
      answer.strReturnObject?.map((bank) => [
        bank.strBank_Nm,
        bank.strStatus_CD,
        bank.strDeleteflg,
      ]),
    ).toEqual([
      ['A in force', 'E', 'N'],
      ['C pending and in force', 'E', 'N'],
      ['B starts later', 'FE', 'N'],
      ['D links that do not count', 'N', 'Y'],
      ['Lakeshore Bank', 'N', 'Y'],
    ]);

    const asInd = { strMember_Id: indMemberId, strStatus_CD: 'I' };
    const refused = await postEncrypted(
      t.app,
      updateUrl,
      { ...asInd, lnBankId: later },
      { token: indToken, edition: 'MP' },
    );
    expect(refused.json()).toMatchObject({ returnCode: 300 });
    const deleted = await postEncrypted(
      t.app,
      updateUrl,
      { ...asInd, lnBankId: none },
      { token: indToken, edition: 'MP' },
    );
    expect(deleted.json()).toMatchObject({ returnCode: 200 });
  });
});
