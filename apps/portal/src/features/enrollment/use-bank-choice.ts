import { useBankAccounts } from '@portal/api/swr';
import type { BoundValueProps } from '@portal/forms/react';
import { useEffect, useRef, useState } from 'react';
import { bankLabelOf } from './bank-label.js';
import { useNewBank } from './use-new-bank.js';

/** Where focus goes once the page has drawn what the member did. */
type FocusRequest = 'newBank' | 'addButton' | { bankId: string } | null;

/**
 * The bank of automatic bank withdrawal: one of the member's saved banks (read only while
 * `enabled`), or a new one. Adding one opens the new bank's fields with focus on their heading;
 * Cancel closes them and gives focus back to 'Add a new bank account'; a saved bank closes them,
 * is chosen, said in the status line and takes focus. A member with no saved bank sees the new
 * bank's fields at once, with nothing to cancel to.
 */
export function useBankChoice(
  memberId: string,
  enabled: boolean,
  bankField: BoundValueProps<string>,
) {
  const banks = useBankAccounts(enabled ? memberId : null);
  const newBank = useNewBank(memberId);
  const [adding, setAdding] = useState(false);
  const [savedNote, setSavedNote] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const newBankHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const bankGroup = useRef<HTMLFieldSetElement>(null);

  const saved = banks.data;
  const hasBanks = (saved?.length ?? 0) > 0;
  const open = adding || (saved !== undefined && !hasBanks);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a bank just saved is drawn once the list (saved) is read again.
  useEffect(() => {
    if (focusRequest === null) return;
    if (focusRequest === 'newBank') newBankHeading.current?.focus();
    else if (focusRequest === 'addButton') addButton.current?.focus();
    else {
      const radio = bankGroup.current?.querySelector<HTMLInputElement>(
        `input[type="radio"][value="${CSS.escape(focusRequest.bankId)}"]`,
      );
      // The bank list is read again after a save: wait for the new bank to be drawn.
      if (!radio) return;
      radio.focus();
    }
    setFocusRequest(null);
  }, [focusRequest, saved]);

  // A bank chosen before and deleted since (on the bank dashboard) is no choice any more. Only
  // from a list read to the end: one being read again may not hold a bank just saved yet.
  const { value: chosen, onChange: choose } = bankField;
  const settled = saved !== undefined && !banks.isValidating;
  useEffect(() => {
    if (chosen && settled && !saved.some((bank) => bank.lnBankId === chosen)) choose('');
  }, [chosen, settled, saved, choose]);

  return {
    banks,
    newBank,
    open,
    /** Cancel is offered only when there is a saved bank to choose instead. */
    canCancel: hasBanks,
    savedNote,
    refs: { newBankHeading, addButton, bankGroup },

    add() {
      setSavedNote('');
      setAdding(true);
      setFocusRequest('newBank');
    },

    cancel() {
      newBank.discard();
      setAdding(false);
      setFocusRequest('addButton');
    },

    /**
     * Whether Continue must save the new bank first: its fields are open and filled in, or open
     * with no bank chosen (then their own errors say what is missing).
     */
    mustSaveNewBank(): boolean {
      return open && (newBank.hasInput() || !chosen);
    },

    /** Saves the new bank and chooses it; false when it was refused (the reason is shown). */
    async saveNewBank(): Promise<boolean> {
      const bank = await newBank.save();
      if (!bank) return false;
      choose(bank.lnBankId);
      setAdding(false);
      setSavedNote(bankLabelOf(bank));
      setFocusRequest({ bankId: bank.lnBankId });
      return true;
    },
  };
}

export type BankChoice = ReturnType<typeof useBankChoice>;
