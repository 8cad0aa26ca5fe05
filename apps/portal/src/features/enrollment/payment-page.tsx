import {
  type PaymentMethodResponse,
  paymentMethodFormOf,
  paymentVoOf,
} from '@portal/api/enrollment';
import { usePaymentMethods } from '@portal/api/swr';
import { type PaymentTypeCode, paymentTypeCodes } from '@portal/forms/code-lists';
import { type ErrorSummaryState, useSchemaForm } from '@portal/forms/react';
import { needsBankAccount } from '@portal/forms/rules';
import { createPaymentMethodSchema, type PaymentMethodForm } from '@portal/forms/schemas';
import { RadioGroup } from '@portal/ui';
import { type FormEvent, useMemo } from 'react';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { BankChoiceFields } from './bank-choice-fields.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { EnrollmentQuestionPage } from './enrollment-question-page.js';
import { EnrollmentStepGate } from './enrollment-step-gate.js';
import { paymentCopy as copy } from './payment-copy.js';
import { useBankChoice } from './use-bank-choice.js';
import { useEnrollmentStepSave } from './use-enrollment-step-save.js';

type PaymentMethods = NonNullable<PaymentMethodResponse['strReturnObject']>;

/**
 * /enrollment/how-to-pay (issue 21; spec section 3 payment type codes, section 5 bank rules): the
 * payment methods offered to the member, their deduction first; with automatic bank withdrawal,
 * one of their banks or a new one. Continue saves the step (PAYMENT) on the draft.
 */
export function PaymentPage() {
  return (
    <EnrollmentStepGate page="PAYMENT">
      <OfferedPaymentMethods />
    </EnrollmentStepGate>
  );
}

function OfferedPaymentMethods() {
  const { memberId, programId } = useEnrollmentFlow();
  const methods = usePaymentMethods(memberId, programId);
  if (methods.error !== undefined && !methods.data) {
    return <ServiceUnavailableBanner withContactLink />;
  }
  if (!methods.data) return <p role="status">{copy.loading}</p>;
  return <PaymentForm methods={methods.data} />;
}

function PaymentForm({ methods }: { methods: PaymentMethods }) {
  const flow = useEnrollmentFlow();
  const offered = methods.liPaymentTypes.map((method) => method.strPaymentType);
  const offeredKey = offered.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's content, not its identity.
  const schema = useMemo(() => createPaymentMethodSchema({ offered }), [offeredKey]);
  const saved = flow.draft?.objPayment;
  // The draft's answer when there is one, else the method the service suggests (the deduction).
  const form = useSchemaForm({
    schema,
    defaultValues: (saved
      ? paymentMethodFormOf(saved)
      : { paymentType: methods.strDefaultPaymentType ?? '', bankId: '' }) as never,
  });
  const paymentType = form.form.watch('paymentType') as PaymentTypeCode | '';
  const bankWithdrawal = paymentType !== '' && needsBankAccount(paymentType);
  const bankField = form.valueField<string>('bankId');
  const choice = useBankChoice(flow.memberId, bankWithdrawal, bankField);
  const { problem, save } = useEnrollmentStepSave({
    onRefused: (fieldErrors) => form.applyServerErrors(fieldErrors as never),
  });

  const submitPayment = form.submit((values: PaymentMethodForm) =>
    save({ strStep: 'PAYMENT', objPayment: paymentVoOf(values) }),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new bank typed in and not saved yet is the bank the member means: save it first.
    if (bankWithdrawal && choice.mustSaveNewBank() && !(await choice.saveNewBank())) return;
    await submitPayment();
  }

  // One summary for the page: the payment's errors, then the new bank's.
  const bankSummary = choice.newBank.form.errorSummary;
  const errorSummary: ErrorSummaryState = {
    errors: [...form.errorSummary.errors, ...(bankWithdrawal ? bankSummary.errors : [])],
    focusKey: form.errorSummary.focusKey + bankSummary.focusKey,
  };

  return (
    <EnrollmentQuestionPage
      page="PAYMENT"
      caption={flow.planChoice ? enrollmentCopy.caption(flow.planChoice.strPlanNm) : undefined}
      heading={copy.heading}
      lead={copy.lead}
      form={{
        errorSummary,
        isSubmitting: form.isSubmitting || choice.newBank.saving,
      }}
      problem={problem ?? (bankWithdrawal ? choice.newBank.problem : null)}
      onSubmit={(event) => void onSubmit(event)}
    >
      <RadioGroup
        legend={copy.methodLegend}
        {...form.valueField<string>('paymentType')}
        options={offered.map((code) => ({
          value: code,
          label: paymentTypeCodes[code],
          hint: copy.methodHints[code],
        }))}
        required
      />
      {bankWithdrawal ? <BankChoiceFields choice={choice} bankField={bankField} /> : null}
    </EnrollmentQuestionPage>
  );
}
