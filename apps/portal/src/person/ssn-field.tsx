import { PasswordField } from '@portal/ui';
import type { InputFieldsOf } from './person-form.js';

/**
 * A person's Social Security number, the form's `ssn`, hidden as it is typed and never
 * autofilled. Its words come from the screen: whose number it is, whether it may be left blank
 * (a newborn's, or one already saved) and what the show and hide button says.
 */
export function SsnField({
  form,
  label,
  hint,
  required,
  showLabel,
  hideLabel,
}: {
  form: InputFieldsOf<'ssn'>;
  label: string;
  hint: string;
  required?: boolean;
  /** The show button's name; the kit's 'Show password' when not given. */
  showLabel?: string;
  hideLabel?: string;
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
      showPasswordLabel={showLabel}
      hidePasswordLabel={hideLabel}
    />
  );
}
