import type { BoundInputProps, BoundValueProps } from '@portal/forms/react';
import { BELATED_REASON_MAX_LENGTH } from '@portal/forms/schemas';
import { DateInput, TextAreaField } from '@portal/ui';
import { reasonCopy as copy } from './reason-copy.js';

/*
 * The fields only a hire-date reason asks: loaded when asked (reason-form.tsx), so a member with
 * a hire date on file, or who enrolls any day, does not download the date and text-area fields
 * (issue 21 item 8: each step at most 30 kB more script than the dashboard).
 */

/** The hire date, when none is on file. */
export function HireDateField(binding: BoundValueProps<string>) {
  return <DateInput label={copy.hireDateLabel} hint={copy.hireDateHint} {...binding} required />;
}

/** Why a belated enrollment is belated: a text area, its line breaks kept. */
export function BelatedReasonField(binding: BoundInputProps) {
  return (
    <TextAreaField
      label={copy.belatedReasonLabel}
      hint={copy.belatedReasonHint}
      {...binding}
      maxLength={BELATED_REASON_MAX_LENGTH}
      required
    />
  );
}
