import { namePrefixes, nameSuffixes, optionsOf } from '@portal/forms/code-lists';
import { NAME_MAX_LENGTH } from '@portal/forms/rules';
import { SelectField, TextField } from '@portal/ui';
import { personFieldsCopy as copy } from './person-fields-copy.js';
import type { InputFieldsOf } from './person-form.js';

/**
 * A person's name as on their Social Security card: title, first name, middle initial, last name
 * and suffix, the fields `prefix`, `firstName`, `middleInitial`, `lastName` and `suffix` of the
 * form. Only the member's own name may autofill: the browser's contact card is theirs, and would
 * put their name on a family member.
 */
export function PersonNameFields({
  form,
  ownName,
}: {
  form: InputFieldsOf<'prefix' | 'firstName' | 'middleInitial' | 'lastName' | 'suffix'>;
  ownName: boolean;
}) {
  return (
    <>
      <SelectField
        label={copy.prefixLabel}
        {...form.inputField('prefix')}
        options={optionsOf(namePrefixes)}
      />
      <TextField
        label={copy.firstNameLabel}
        {...form.inputField('firstName')}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={ownName ? 'given-name' : undefined}
        required
      />
      <TextField
        label={copy.middleInitialLabel}
        {...form.inputField('middleInitial')}
        maxLength={1}
        autoComplete={ownName ? 'additional-name' : undefined}
      />
      <TextField
        label={copy.lastNameLabel}
        {...form.inputField('lastName')}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={ownName ? 'family-name' : undefined}
        required
      />
      <SelectField
        label={copy.suffixLabel}
        {...form.inputField('suffix')}
        options={optionsOf(nameSuffixes)}
      />
    </>
  );
}
