import { randomUUID } from 'node:crypto';
import type { Bank } from '@portal/api/banks';
import { type BankVo, bankAccountFormOf, type PaymentMethodResponse } from '@portal/api/enrollment';
import { formatMessage } from '@portal/forms/catalogue';
import { type PaymentTypeCode, paymentTypeCodes } from '@portal/forms/code-lists';
import { needsBankAccount, paymentTypesFor } from '@portal/forms/rules';
import { bankAccountSchema, fieldErrorsOf } from '@portal/forms/schemas';
import { openAccountNumber, sealedAccountColumns } from '../banks/account-number-sealing.js';
import { listBanks } from '../banks/bank-service.js';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import type { EnrollmentContext } from './enrollment-context.js';
import type { EnrollmentSecrets } from './enrollment-secrets.js';
import type { Check } from './family-service.js';

/*
 * 'How to pay' on the service (issue 21): the payment methods by employment status and the
 * catalogue (paymentTypesFor), the bank form's rules (bankAccountSchema: ABA check digit, the
 * account number typed twice), and saving a bank with its account number sealed. No routing
 * directory exists, so the bank's name is the member's. Full numbers never leave this file: not in
 * answers, audit rows or logs.
 */

export function offeredPaymentTypes(context: EnrollmentContext): PaymentTypeCode[] {
  return paymentTypesFor({
    productLine: context.plan.edition,
    employmentStatus: context.plan.facts.employmentStatus,
    offered: context.program.paymentTypes[context.plan.edition],
  });
}

export function paymentMethodsOf(
  context: EnrollmentContext,
): NonNullable<PaymentMethodResponse['strReturnObject']> {
  const offered = offeredPaymentTypes(context);
  return {
    liPaymentTypes: offered.map((code) => ({
      strPaymentType: code,
      strPaymentTypeDesc: paymentTypeCodes[code],
      iLoginCode: Number(code),
      blnNeedsBank: needsBankAccount(code),
    })),
    strDefaultPaymentType: offered[0] ?? null,
  };
}

function formCheck<T>(
  result: { success: true; data: T } | { success: false; error: unknown },
): { kind: 'valid'; data: T } | Check {
  if (result.success) return { kind: 'valid', data: result.data };
  const fieldErrors = fieldErrorsOf(result.error as never);
  const first = Object.values(fieldErrors)[0] ?? 'pattern';
  return { kind: 'refused', fieldErrors, message: formatMessage(first) };
}

export function routingNumberCheck(routingNumber: string): Check {
  const outcome = formCheck(
    bankAccountSchema.shape.routingNumber.safeParse(routingNumber) as never,
  );
  if (outcome.kind === 'valid') return { kind: 'ok' };
  if (outcome.kind !== 'refused') return outcome;
  const key = Object.values(outcome.fieldErrors)[0] ?? 'invalidRoutingNumber';
  return { ...outcome, fieldErrors: { routingNumber: key } };
}

export function bankFormCheck(bank: BankVo): Check {
  const outcome = formCheck(bankAccountSchema.safeParse(bankAccountFormOf(bank)));
  return outcome.kind === 'valid' ? { kind: 'ok' } : outcome;
}

/**
 * Saves a bank of the member after the bank form's rules: a bank with the same routing and
 * account number as one on file answers that one instead of a copy.
 */
export async function saveBank(
  db: Database,
  secrets: EnrollmentSecrets,
  member: SignedInMember,
  vo: BankVo,
  now: Date,
): Promise<{ kind: 'saved'; bank: Bank } | Check> {
  const parsed = formCheck(bankAccountSchema.safeParse(bankAccountFormOf(vo)));
  if (parsed.kind !== 'valid') return parsed;
  const form = parsed.data;
  const accountNumber = form.accountNumber.trim();
  const routingNumber = form.routingNumber.trim();
  const last4 = accountNumber.slice(-4);
  const candidates = await db
    .selectFrom('bank_accounts')
    .select(['bank_id', 'account_sealed'])
    .where('member_id', '=', member.memberId)
    .where('routing_number', '=', routingNumber)
    .where('status_cd', '!=', 'I')
    .execute();
  const same = candidates.find((row) => openAccountNumber(secrets, row) === accountNumber);
  let bankId = same?.bank_id;
  if (!bankId) {
    const newId = randomUUID();
    bankId = newId;
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('members')
        .select('user_id')
        .where('member_id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bank_accounts')
        .values({
          bank_id: newId,
          member_id: member.memberId,
          bank_name: form.bankName,
          ...sealedAccountColumns(secrets, newId, accountNumber),
          account_type: form.accountType,
          routing_number: routingNumber,
          status_cd: 'N',
          delete_flag: 'Y',
          last_modified_user: user.user_id,
          created_at: now.toISOString(),
        })
        .execute();
      await recordAuditEvent(trx, {
        memberId: member.memberId,
        kind: 'enrollment.bank-added',
        at: now,
        detail: { bankId: newId, bankName: form.bankName, accountLast4: last4 },
      });
    });
  }
  const bank = (await listBanks(db, member)).find((candidate) => candidate.lnBankId === bankId);
  if (!bank) throw new Error('A bank just saved is not listed');
  return { kind: 'saved', bank };
}
