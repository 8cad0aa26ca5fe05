export type { FieldProps, TextFieldProps } from './TextField';
export { TextField, textFieldMessages } from './TextField';
