import type { Bank } from '@portal/api/banks';
import { bankVoOf } from '@portal/api/enrollment';
import {
  type EnrollmentOutcome,
  useCheckBankAccount,
  useCheckRoutingNumber,
  useSaveBank,
} from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { type BankAccountForm, bankAccountSchema } from '@portal/forms/schemas';
import { useState } from 'react';
import type { EnrollmentProblem } from './enrollment-frame.js';

const emptyBank = {
  bankName: '',
  accountType: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/**
 * Adding a bank on 'How to pay' (issue 21; spec section 5: the routing number must validate, the
 * account numbers typed twice must match): the bank form of @portal/forms, the routing number
 * checked by the service as the member leaves it, and `save()`: the whole form checked on the
 * service (validateBankAccount), then saved (saveBankDetails), which answers the bank masked and
 * reads the bank list again. A refusal lands on its field in the catalogue's words; no answer is
 * the page's problem banner.
 */
export function useNewBank(memberId: string) {
  const form = useSchemaForm({ schema: bankAccountSchema, defaultValues: emptyBank as never });
  const routingCheck = useCheckRoutingNumber(memberId);
  const bankCheck = useCheckBankAccount(memberId);
  const bankSave = useSaveBank(memberId);
  const [problem, setProblem] = useState<EnrollmentProblem | null>(null);
  const [saving, setSaving] = useState(false);

  /** A refusal's field errors on the form; anything else (no answer, not found) is a problem. */
  function refused(outcome: EnrollmentOutcome<unknown>): null {
    if (outcome.kind === 'refused' && Object.keys(outcome.fieldErrors).length > 0) {
      form.applyServerErrors(outcome.fieldErrors as never);
    } else {
      setProblem('unavailable');
    }
    return null;
  }

  async function checkAndSave(values: BankAccountForm): Promise<Bank | null> {
    const bank = bankVoOf(values);
    const checked = await bankCheck.trigger(bank);
    if (checked.kind !== 'ok') return refused(checked);
    const saved = await bankSave.trigger(bank);
    if (saved.kind !== 'ok') return refused(saved);
    return saved.value.objBank ?? refused({ kind: 'unavailable', returnCode: 200 });
  }

  return {
    form,
    problem,
    saving,

    /** Whether anything was typed: an untouched form is no bank to save. */
    hasInput(): boolean {
      return Object.values(form.form.getValues()).some(
        (value) => typeof value === 'string' && value.trim() !== '',
      );
    },

    /**
     * The routing number on the service as the member leaves the field, once the form's own
     * rule passes (nine digits, the ABA check digit): its refusal shows on the field, without
     * the error summary taking focus from where the member went next.
     */
    async checkRoutingNumber() {
      if (!(await form.form.trigger('routingNumber'))) return;
      const outcome = await routingCheck.trigger(String(form.form.getValues('routingNumber')));
      const key = outcome.kind === 'refused' ? outcome.fieldErrors.routingNumber : undefined;
      if (key) form.form.setError('routingNumber', { type: 'server', message: key });
    },

    /**
     * Checks and saves the bank: the bank saved (masked), or null with the reason shown (the
     * fields' errors and the error summary, or the problem banner). The form is emptied once
     * saved: the numbers typed are not kept on the page.
     */
    async save(): Promise<Bank | null> {
      setProblem(null);
      setSaving(true);
      const result: { bank: Bank | null } = { bank: null };
      try {
        await form.submit(async (values: BankAccountForm) => {
          result.bank = await checkAndSave(values);
        })();
      } finally {
        setSaving(false);
      }
      if (result.bank) form.form.reset(emptyBank as never);
      return result.bank;
    },

    /** Leaves adding a bank: what was typed and its errors go. */
    discard() {
      setProblem(null);
      form.form.reset(emptyBank as never);
      form.clearAllErrors();
    },
  };
}

export type NewBank = ReturnType<typeof useNewBank>;
