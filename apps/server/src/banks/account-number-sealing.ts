import type { Database } from '../db/create-database.js';
import type { EnrollmentSecrets } from '../enrollment/enrollment-secrets.js';
import { listPlainAccountNumbers, storeSealedAccountNumber } from './bank-queries.js';
import { maskDigits } from './bank-service.js';

/*
 * Account numbers at rest (issue 21; domain.md section 6): only sealed (AES-256-GCM under the
 * service's key, enrollment-secrets.ts, bound to the bank's row), with the last four digits beside
 * them and the masked form in `account_number`, which is all the service ever shows. Every bank
 * written goes through `sealedAccountColumns`; `sealPlainAccountNumbers` seals the rows written
 * before that rule (banks saved before migration 0012, demo data seeded by older versions).
 */

/** Where a bank's account number is bound: a sealed value copied to another row does not open. */
function boundTo(bankId: string): string {
  return `bank:${bankId}`;
}

/** The columns that keep a bank's account number: sealed, its last four, and the masked form. */
export function sealedAccountColumns(
  secrets: EnrollmentSecrets,
  bankId: string,
  accountNumber: string,
) {
  const digits = accountNumber.trim();
  return {
    account_number: maskDigits(digits),
    account_sealed: secrets.seal(boundTo(bankId), digits),
    account_last4: digits.slice(-4),
  };
}

/** The account number of a bank row, or undefined when it does not open with this key. */
export function openAccountNumber(
  secrets: EnrollmentSecrets,
  row: { bank_id: string; account_sealed: string | null },
): string | undefined {
  return row.account_sealed ? secrets.open(boundTo(row.bank_id), row.account_sealed) : undefined;
}

/**
 * Seals every account number still stored in plain text; returns how many it sealed. A data
 * migration that runs at each start (main.ts) rather than a schema migration: migrations run
 * without the service's key, which sealing needs. Each row is updated only while it is still
 * unsealed, so instances starting together seal a row once.
 */
export async function sealPlainAccountNumbers(
  db: Database,
  secrets: EnrollmentSecrets,
): Promise<number> {
  let sealed = 0;
  for (const row of await listPlainAccountNumbers(db)) {
    const columns = sealedAccountColumns(secrets, row.bank_id, row.account_number);
    if (await storeSealedAccountNumber(db, row.bank_id, columns)) sealed += 1;
  }
  return sealed;
}
