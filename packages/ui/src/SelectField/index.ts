export type { FieldErrorKeyProps } from '../Field/FieldErrorRow';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { SelectField, selectFieldMessages } from './SelectField';
