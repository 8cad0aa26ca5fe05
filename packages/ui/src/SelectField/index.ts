export type { SelectFieldProps, SelectOption } from './SelectField';
export { SelectField, selectFieldMessages } from './SelectField';
