export type { PasswordFieldProps } from './PasswordField';
export { PasswordField, passwordFieldMessages } from './PasswordField';
