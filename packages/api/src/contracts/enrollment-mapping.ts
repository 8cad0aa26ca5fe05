import { needsBankAccount } from '@portal/forms/rules';
import type {
  BankAccountForm,
  CoveredFamilyForm,
  DependantForm,
  EnrollmentAgreementsForm,
  EnrollmentReasonForm,
  PaymentMethodForm,
} from '@portal/forms/schemas';
import type {
  AgreementId,
  AgreementsVo,
  BankVo,
  DependentVo,
  FamilyVo,
  PaymentVo,
  ReasonVo,
} from './enrollment-forms.js';

/*
 * Enrolling's wire objects to the @portal/forms form values and back (as account-creation-
 * mapping.ts does for account creation): the screen sends `…VoOf(form)`, the service parses
 * `…FormOf(vo)` with the same schema, and field errors travel by the form's field names.
 */

type Input<Form> = { [Key in keyof Form]?: unknown };

export function reasonFormOf(vo: ReasonVo): Input<EnrollmentReasonForm> {
  return {
    reason: vo.strEnrlType,
    hireDate: vo.dtHireDate ?? '',
    belatedReason: vo.strBelatedReason ?? '',
  };
}

/**
 * The reason form as the screen filled it, on the wire, with what the form does not ask: the plan
 * chosen and the coverage date the service worked out. No hire date typed is the one on file; a
 * belated reason goes only with a belated enrollment.
 */
export function reasonVoOf(
  form: EnrollmentReasonForm,
  chosen: { planId: string; payYear: string; effectiveDate: string },
): ReasonVo {
  const needsHireDate = form.reason === 'newHire' || form.reason === 'belated';
  return {
    strEnrlType: form.reason,
    dtHireDate: needsHireDate && form.hireDate ? form.hireDate : null,
    strBelatedReason: form.reason === 'belated' ? (form.belatedReason ?? null) : null,
    strPlanId: chosen.planId,
    strPayYear: chosen.payYear,
    dtEffDate: chosen.effectiveDate,
  };
}

export function dependantFormOf(vo: DependentVo): Input<DependantForm> {
  return {
    relationship: vo.strRelationship,
    prefix: vo.strPrefix ?? '',
    firstName: vo.strFirst_Nm,
    middleInitial: vo.strMiddle_Init ?? '',
    lastName: vo.strLast_Nm,
    suffix: vo.strSuffix ?? '',
    dateOfBirth: vo.dtDOB,
    gender: vo.strGender,
    ssn: vo.strSSN ?? '',
    incapableOfSelfSupport: vo.strIncapable_Ind ?? 'N',
    incapacityBeganOn: vo.dtIncapacityBegan ?? '',
  };
}

/** The dependant form as the screen filled it, on the wire. */
export function dependentVoOf(form: DependantForm): DependentVo {
  return {
    strRelationship: form.relationship,
    strPrefix: form.prefix ?? '',
    strFirst_Nm: form.firstName,
    strMiddle_Init: form.middleInitial || undefined,
    strLast_Nm: form.lastName,
    strSuffix: form.suffix ?? '',
    dtDOB: form.dateOfBirth,
    strGender: form.gender,
    strSSN: form.ssn ?? '',
    strIncapable_Ind: form.incapableOfSelfSupport,
    dtIncapacityBegan: form.incapacityBeganOn || null,
  };
}

export function coveredFamilyFormOf(vo: FamilyVo): Input<CoveredFamilyForm> {
  return { coverageTier: vo.strCoverageTier, coveredDependantIds: vo.liCoveredDependentIds };
}

/** The covered-family form as the screen filled it, on the wire. */
export function familyVoOf(form: CoveredFamilyForm): FamilyVo {
  return { strCoverageTier: form.coverageTier, liCoveredDependentIds: form.coveredDependantIds };
}

export function paymentMethodFormOf(vo: PaymentVo): Input<PaymentMethodForm> {
  return { paymentType: vo.strPaymentType, bankId: vo.lnBankId ?? '' };
}

/**
 * The payment form as the screen filled it, on the wire: the bank only with automatic bank
 * withdrawal (a bank kept in the form from an earlier choice is not sent with another method).
 */
export function paymentVoOf(form: PaymentMethodForm): PaymentVo {
  return {
    strPaymentType: form.paymentType,
    lnBankId: needsBankAccount(form.paymentType) && form.bankId ? form.bankId : null,
  };
}

export function bankAccountFormOf(vo: BankVo): Input<BankAccountForm> {
  return {
    bankName: vo.strBank_Nm,
    accountType: vo.strAcc_Type,
    routingNumber: vo.strAba_Rout_Nbr,
    accountNumber: vo.strAcc_Nbr,
    confirmAccountNumber: vo.strConfirmAcc_Nbr,
  };
}

/** The bank form as the screen filled it, on the wire. */
export function bankVoOf(form: BankAccountForm): BankVo {
  return {
    strBank_Nm: form.bankName,
    strAcc_Type: form.accountType,
    strAba_Rout_Nbr: form.routingNumber,
    strAcc_Nbr: form.accountNumber,
    strConfirmAcc_Nbr: form.confirmAccountNumber,
  };
}

/** The ticked boxes of the agreements form, from what the member accepted. */
export function agreementsFormOf(
  vo: AgreementsVo,
): Input<EnrollmentAgreementsForm> & Record<AgreementId, boolean> {
  const accepted = new Set(vo.liAccepted.map((agreement) => agreement.strAgreementId));
  return {
    termsAndConditions: accepted.has('termsAndConditions'),
    abwTerms: accepted.has('abwTerms'),
    bankAuthorization: accepted.has('bankAuthorization'),
  };
}
