export type { TextAreaFieldProps } from './TextAreaField';
export { TextAreaField, textAreaFieldMessages } from './TextAreaField';
