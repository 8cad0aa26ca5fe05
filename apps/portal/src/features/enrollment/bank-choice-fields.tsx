import type { BoundValueProps } from '@portal/forms/react';
import { Button, RadioGroup, Stack } from '@portal/ui';
import { useErrorMessage } from '../../messages/error-messages.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { bankLabelOf } from './bank-label.js';
import * as styles from './enrollment-pages.css.js';
import { NewBankPanel } from './new-bank-panel.js';
import { paymentCopy as copy } from './payment-copy.js';
import type { BankChoice } from './use-bank-choice.js';

/**
 * The bank of automatic bank withdrawal (useBankChoice): the member's saved banks as choices, each
 * named with the last four digits of its account number only, then adding a new one. The status
 * line is on the page before anything is said in it, so screen readers read the bank just saved.
 */
export function BankChoiceFields({
  choice,
  bankField,
}: {
  choice: BankChoice;
  bankField: BoundValueProps<string>;
}) {
  const message = useErrorMessage();
  const { banks, refs } = choice;
  if (banks.error !== undefined && !banks.data) return <ServiceUnavailableBanner withContactLink />;
  if (!banks.data) return <p role="status">{copy.loadingBanks}</p>;
  return (
    <Stack gap={4}>
      <div>
        {banks.data.length > 0 ? (
          <RadioGroup
            ref={refs.bankGroup}
            legend={copy.bankLegend}
            hint={copy.bankHint}
            {...bankField}
            options={banks.data.map((bank) => ({
              value: bank.lnBankId,
              label: bankLabelOf(bank),
            }))}
            required
          />
        ) : (
          <p className={styles.statusLine}>{message('noSavedBankAccounts')}</p>
        )}
        <p role="status" className={styles.statusLine}>
          {choice.savedNote ? copy.newBank.saved(choice.savedNote) : null}
        </p>
      </div>
      {choice.open ? (
        <NewBankPanel
          bank={choice.newBank}
          headingRef={refs.newBankHeading}
          onSave={() => void choice.saveNewBank()}
          onCancel={choice.canCancel ? choice.cancel : undefined}
        />
      ) : (
        <div>
          <Button ref={refs.addButton} variant="secondary" onClick={choice.add}>
            {copy.addBank}
          </Button>
        </div>
      )}
    </Stack>
  );
}
