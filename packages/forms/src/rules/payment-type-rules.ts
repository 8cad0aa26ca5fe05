import type { PaymentTypeCode } from '../code-lists/payments.js';
import type { ProductFlag } from '../code-lists/product-flags.js';

/**
 * The deduction that matches where a member's money comes from (spec section 4, login codes 14
 * payroll, 15 annuity, 34 compensation, 35 military pay, 36 retirement pay): employees from
 * payroll, annuitants, survivors and court-ordered spouses from the annuity, compensationers from
 * compensation, active duty and reserve from military pay, retirees and uniformed survivors from
 * retirement pay. The other statuses have no deduction of their own.
 */
const deductionByStatus: Readonly<Record<string, PaymentTypeCode>> = {
  F: '14',
  U: '14',
  N: '14',
  T: '14',
  A: '15',
  S: '15',
  O: '15',
  C: '34',
  ACD: '35',
  RCM: '35',
  RET: '36',
  SRV: '36',
};

/**
 * The payment methods a member may choose (ours where the spec is silent): the deduction of their
 * employment status first, then automatic bank withdrawal (16) and direct bill (17), which anyone
 * may use; an individual customer (MP) has no deduction. Only what the program offers in the
 * edition (`offered`, the catalogue's list) is kept, in that order.
 */
export function paymentTypesFor({
  productLine,
  employmentStatus,
  offered,
}: {
  productLine: ProductFlag;
  employmentStatus: string | null;
  offered: readonly PaymentTypeCode[];
}): PaymentTypeCode[] {
  const deduction =
    productLine === 'MFB' && employmentStatus !== null
      ? deductionByStatus[employmentStatus]
      : undefined;
  const wanted: PaymentTypeCode[] = deduction ? [deduction, '16', '17'] : ['16', '17'];
  return wanted.filter((code) => offered.includes(code));
}

/** Automatic bank withdrawal (16) draws on a bank account; the other methods need none. */
export function needsBankAccount(paymentType: PaymentTypeCode): boolean {
  return paymentType === '16';
}
