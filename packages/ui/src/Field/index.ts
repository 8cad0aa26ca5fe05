export type { FieldErrorProps } from './FieldError';
export { FieldError } from './FieldError';
export type { FieldErrorKeyProps, FieldErrorRowProps } from './FieldErrorRow';
export { FieldErrorRow } from './FieldErrorRow';
export type { FieldHintProps } from './FieldHint';
export { FieldHint } from './FieldHint';
export type { FieldLabelProps } from './FieldLabel';
export { FieldLabel } from './FieldLabel';
export type { FieldWiringProps } from './field-wiring-props';
export type { InputAdornmentProps, InputGroupProps } from './InputGroup';
export { InputAdornment, InputGroup } from './InputGroup';
export type { TextInputProps } from './TextInput';
export { TextInput } from './TextInput';
export type {
  FieldComponentProps,
  FieldConfig,
  FieldIds,
  FieldWiring,
  UseFieldOptions,
} from './use-field';
export { useField } from './use-field';
export type {
  FieldGroupItemWiring,
  FieldGroupWiring,
  UseFieldGroupOptions,
} from './use-field-group';
export { useFieldGroup } from './use-field-group';
