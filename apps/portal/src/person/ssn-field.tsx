import { PasswordField } from '@portal/ui';
import { personFieldsCopy as copy } from './person-fields-copy.js';
import type { InputFieldsOf } from './person-form.js';

/**
 * A person's Social Security number, the form's `ssn`, hidden as it is typed and never
 * autofilled. Its words come from the screen: whose number it is and whether it may be left
 * blank (a newborn's, or one already saved). Its show and hide button says what it shows, not the
 * kit's 'Show password'.
 */
export function SsnField({
  form,
  label,
  hint,
  required,
}: {
  form: InputFieldsOf<'ssn'>;
  label: string;
  hint: string;
  required?: boolean;
}) {
  return (
    <PasswordField
      label={label}
      hint={hint}
      {...form.inputField('ssn')}
      // '123-45-6789': nine digits and two hyphens.
      inputMode="numeric"
      maxLength={11}
      autoComplete="off"
      required={required}
      showPasswordLabel={copy.showSsn}
      hidePasswordLabel={copy.hideSsn}
    />
  );
}
