import { DateInput } from '@portal/ui';
import { personFieldsCopy as copy } from './person-fields-copy.js';
import type { ValueFieldsOf } from './person-form.js';

/**
 * A person's date of birth, the form's `dateOfBirth`: three inputs, as a date known by heart is
 * typed (issue 15). The hint's example age suits whose date it is; only the member's own date
 * may autofill (`bday`).
 */
export function DateOfBirthField({
  form,
  hint,
  autoComplete,
}: {
  form: ValueFieldsOf<'dateOfBirth'>;
  hint: string;
  autoComplete?: 'bday';
}) {
  return (
    <DateInput
      label={copy.dateOfBirthLabel}
      hint={hint}
      {...form.valueField<string>('dateOfBirth')}
      autoComplete={autoComplete}
      required
    />
  );
}
