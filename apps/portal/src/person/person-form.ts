import type { BoundInputProps, BoundValueProps } from '@portal/forms/react';

/**
 * What a person's fields need of a useSchemaForm form: its fields bound by the names they render.
 * Any schema whose field names match will do (the dependant, personal-info and identity-facts
 * schemas), so the fields take this shape, not one schema's form.
 */
export interface InputFieldsOf<Name extends string> {
  inputField(name: Name): BoundInputProps;
}

export interface ValueFieldsOf<Name extends string> {
  valueField<TValue>(name: Name): BoundValueProps<TValue>;
}
