import { accountTypes, optionsOf } from '@portal/forms/code-lists';
import { BANK_NAME_MAX_LENGTH } from '@portal/forms/rules';
import { Button, Card, Inline, PasswordField, RadioGroup, Stack, TextField } from '@portal/ui';
import { type Ref, useId } from 'react';
import * as styles from '../../styles/form-page.css.js';
import { paymentCopy } from './payment-copy.js';
import type { NewBank } from './use-new-bank.js';

const copy = paymentCopy.newBank;

/**
 * The fields of a new bank, inside the payment form (a form may not hold another, so Save is a
 * button of its own; Enter in a field is the page's Continue, which saves the bank first). Its
 * heading takes focus as it opens (`headingRef`). Nothing is autofilled, and the account numbers
 * are hidden as typed, as the SSN is when creating an account (Show reveals them to check).
 * The routing and account numbers have no maxlength: one digit too many, pasted, would be cut
 * off unseen and could leave another bank's or person's valid number; their rules refuse it.
 */
export function NewBankPanel({
  bank,
  headingRef,
  onSave,
  onCancel,
}: {
  bank: NewBank;
  headingRef: Ref<HTMLHeadingElement>;
  onSave: () => void;
  /** Absent when there is no saved bank to go back to. */
  onCancel?: (() => void) | undefined;
}) {
  const headingId = useId();
  const { form } = bank;
  const routing = form.inputField('routingNumber');
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subheading}>
          {copy.heading}
        </h2>
        <TextField
          label={copy.bankNameLabel}
          hint={copy.bankNameHint}
          {...form.inputField('bankName')}
          maxLength={BANK_NAME_MAX_LENGTH}
          autoComplete="off"
          required
        />
        <RadioGroup
          legend={copy.accountTypeLegend}
          {...form.valueField<string>('accountType')}
          options={optionsOf(accountTypes)}
          orientation="horizontal"
          required
        />
        <TextField
          label={copy.routingNumberLabel}
          hint={copy.routingNumberHint}
          {...routing}
          onBlur={() => {
            routing.onBlur();
            void bank.checkRoutingNumber();
          }}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <PasswordField
          label={copy.accountNumberLabel}
          hint={copy.accountNumberHint}
          {...form.inputField('accountNumber')}
          showPasswordLabel={copy.showAccountNumber}
          hidePasswordLabel={copy.hideAccountNumber}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <PasswordField
          label={copy.confirmAccountNumberLabel}
          {...form.inputField('confirmAccountNumber')}
          showPasswordLabel={copy.showConfirmAccountNumber}
          hidePasswordLabel={copy.hideConfirmAccountNumber}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <Inline>
          <Button variant="secondary" busy={bank.saving} onClick={onSave}>
            {copy.save}
          </Button>
          {onCancel ? (
            <Button variant="link" onClick={onCancel}>
              {copy.cancel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
