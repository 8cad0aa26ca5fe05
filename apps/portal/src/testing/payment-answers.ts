import type { Bank } from '@portal/api/banks';
import type { Agreement, AgreementId, PaymentMethodResponse } from '@portal/api/enrollment';
import { type PaymentTypeCode, paymentTypeCodes } from '@portal/forms/code-lists';
import enrollmentCopyText from '../../../../content/enrollment/enrollment-copy.json?raw';

/*
 * What the calls of 'How to pay' and 'Agreements' answer, for page tests (issue 21), shaped by
 * their contracts: the methods offered, the member's banks (masked, as the service sends them),
 * and the agreements as the service serves them from content/enrollment/enrollment-copy.json.
 */

type PaymentMethods = NonNullable<PaymentMethodResponse['strReturnObject']>;

/** The methods offered, in the order given (the service puts the deduction first). */
export function paymentMethodsOf(codes: readonly PaymentTypeCode[]): PaymentMethods {
  return {
    liPaymentTypes: codes.map((code) => ({
      strPaymentType: code,
      strPaymentTypeDesc: paymentTypeCodes[code],
      iLoginCode: Number(code),
      blnNeedsBank: code === '16',
    })),
    strDefaultPaymentType: codes[0] ?? null,
  };
}

/** A bank of the signed-in member as the bank list answers it: numbers masked to their last four. */
export function bankOf(changes: Partial<Bank> = {}): Bank {
  return {
    strMember_Id: '7100000001',
    lnBankId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
    strBank_Nm: 'Old Harbor Bank',
    strStatus_CD: 'N',
    strAcc_Nbr: '****7654',
    strAcc_Type: 'C',
    strAba_Rout_Nbr: '****5546',
    strDeleteflg: 'Y',
    strObjStatusFlag: 'N',
    ...changes,
  };
}

const agreementsCopy = JSON.parse(enrollmentCopyText) as {
  agreements: {
    agreementId: AgreementId;
    title: string;
    version: string;
    paragraphs: string[];
    checkboxLabel: string;
  }[];
};

/** The agreements the service serves for these ids, with their current versions. */
export function agreementsOf(ids: readonly AgreementId[]): Agreement[] {
  return agreementsCopy.agreements
    .filter((agreement) => ids.includes(agreement.agreementId))
    .map((agreement) => ({
      strAgreementId: agreement.agreementId,
      strTitle: agreement.title,
      strVersion: agreement.version,
      liParagraphs: agreement.paragraphs,
      strCheckboxLabel: agreement.checkboxLabel,
    }));
}
