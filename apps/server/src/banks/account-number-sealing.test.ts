import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@portal/api/endpoints';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrollmentSecrets } from '../enrollment/enrollment-secrets.js';
import { capturedLog } from '../testing/captured-log.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { openAccountNumber, sealPlainAccountNumbers } from './account-number-sealing.js';

/*
 * Issue 21: account numbers are encrypted at rest and shown masked everywhere, logs and outbox
 * included. The demo seed writes them sealed; a row written plain before that (an older seed, a
 * bank saved before migration 0012) is sealed at start; and a member adding, checking and
 * deleting banks leaves no whole account number in a log line, an outbox message or an audit row.
 */

const { lines, stream: sink } = capturedLog();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: sink });
});
afterAll(() => t.close());

/** A whole account number (4 to 17 digits) rather than its last four behind asterisks. */
const wholeNumber = /\d{5,}/;

async function bankRows() {
  return t.db
    .selectFrom('bank_accounts')
    .select(['bank_id', 'account_number', 'account_sealed', 'account_last4'])
    .execute();
}

describe('account numbers at rest', () => {
  it('the demo seed stores every account number sealed, with its masked form', async () => {
    const rows = await bankRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.account_number).toMatch(/^\*{4}\d{4}$/);
      expect(row.account_last4).toBe(row.account_number.slice(-4));
      expect(row.account_sealed).not.toBeNull();
    }
    for (const demoNumber of ['4400123456', '7700456789', '1200987654']) {
      expect(JSON.stringify(rows)).not.toContain(demoNumber);
    }
  });

  it('a bank stored in plain text before is sealed at start, once, and still opens', async () => {
    const secrets = createEnrollmentSecrets(randomBytes(32));
    const bankId = randomUUID();
    // As migration 0012 found the banks saved before it, and older demo seeds wrote theirs.
    await t.db
      .insertInto('bank_accounts')
      .values({
        bank_id: bankId,
        member_id: '7100000001',
        bank_name: 'Plain Old Bank',
        account_number: '3300112233',
        account_type: 'S',
        routing_number: '071000013',
        status_cd: 'N',
        delete_flag: 'Y',
        last_modified_user: 'fed.member',
        created_at: new Date().toISOString(),
        account_sealed: null,
        account_last4: null,
      })
      .execute();

    expect(await sealPlainAccountNumbers(t.db, secrets)).toBe(1);
    expect(await sealPlainAccountNumbers(t.db, secrets)).toBe(0);
    const rows = await bankRows();
    expect(rows.filter((row) => row.account_sealed === null)).toEqual([]);
    expect(rows.filter((row) => wholeNumber.test(row.account_number))).toEqual([]);
    const sealed = rows.find((row) => row.bank_id === bankId);
    expect(sealed).toMatchObject({ account_number: '****2233', account_last4: '2233' });
    expect(sealed && openAccountNumber(secrets, sealed)).toBe('3300112233');
    // Bound to its row: copied to another bank, it does not open.
    expect(sealed && openAccountNumber(secrets, { ...sealed, bank_id: randomUUID() })).toBe(
      undefined,
    );
  });
});

describe('no whole account number in logs, outbox or audit', () => {
  const accountNumber = '5566778899';
  const otherNumber = '9988776655';
  let token = '';

  async function call(endpoint: Endpoint, body: Record<string, unknown>) {
    const response = await postEncrypted(
      t.app,
      `${apiBasePath}${endpoint.path}`,
      { strMember_Id: '7200000004', ...body },
      { token, edition: 'MP' },
    );
    return { status: response.statusCode, json: response.json() };
  }

  it('while a member adds, checks and deletes banks', async () => {
    token = await signInToken(t.app, { strUserid: 'ind.new', strProductNm: 'MP' });
    lines.length = 0;
    const bank = {
      strBank_Nm: 'Lakeshore Community Bank',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '071000013',
      strAcc_Nbr: accountNumber,
      strConfirmAcc_Nbr: accountNumber,
    };
    const mismatch = await call(endpoints.validateBankAccount, {
      objBank: { ...bank, strConfirmAcc_Nbr: '5566778890' },
    });
    expect(mismatch.json).toMatchObject({ returnCode: 300 });
    // Refused by the contract (400): the number inside a value too long for it.
    const tooLong = await call(endpoints.saveBankDetails, {
      objBank: { ...bank, strAcc_Nbr: accountNumber.repeat(4) },
    });
    expect(tooLong.status).toBe(400);
    expect((await call(endpoints.validateBankAccount, { objBank: bank })).json).toMatchObject({
      returnCode: 200,
    });
    const saved = await call(endpoints.saveBankDetails, { objBank: bank });
    expect(saved.json).toMatchObject({
      returnCode: 200,
      strReturnObject: { objBank: { strAcc_Nbr: '****8899' } },
    });
    const other = await call(endpoints.saveBankDetails, {
      objBank: { ...bank, strAcc_Nbr: otherNumber, strConfirmAcc_Nbr: otherNumber },
    });
    const deleted = await call(endpoints.updateUserBankDetails, {
      lnBankId: other.json.strReturnObject.objBank.lnBankId,
      strStatus_CD: 'I',
    });
    expect(deleted.json).toMatchObject({ returnCode: 200 });
    const listed = await call(endpoints.fetchUserBankDetails, { dtEffDate: null });
    expect(JSON.stringify(listed.json)).not.toMatch(/5566778899|9988776655/);

    const outbox = await t.db.selectFrom('outbox_messages').selectAll().execute();
    expect(outbox.length).toBeGreaterThan(0);
    const audit = await t.db.selectFrom('audit_events').selectAll().execute();
    const stored = JSON.stringify(await bankRows());
    const log = lines.join('');
    expect(log).toContain('"reqId"');
    for (const number of [accountNumber, otherNumber]) {
      expect(log).not.toContain(number);
      expect(JSON.stringify(outbox)).not.toContain(number);
      expect(JSON.stringify(audit)).not.toContain(number);
      expect(stored).not.toContain(number);
    }
  });
});
