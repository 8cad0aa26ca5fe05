import type { ComponentPropsWithRef } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { InputGroup } from '../Field/InputGroup';
import { useField } from '../Field/use-field';
import { cx } from '../internal/class-names';
import { ChevronDownIcon } from '../internal/icons/chevron-down-icon';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './SelectField.css';

export const selectFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (the spec's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
  /** Text of the empty first option, so no answer is chosen for the member. */
  placeholder: 'Select one',
} as const;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple' | 'size'>,
    FieldErrorKeyProps {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  name: string;
  options: ReadonlyArray<SelectOption>;
  /**
   * Text of an empty-valued first option ('Select one'), shown until the member chooses; `false`
   * leaves it out. With `required`, the browser treats it as "nothing chosen".
   */
  placeholder?: string | false;
  /** Help text under the label, wired to the select with `aria-describedby`. */
  hint?: string;
}

/**
 * A labelled native `<select>` with hint and error. Native, because it is the most dependable
 * choice on phones (the platform's own picker) and with screen readers. Rest props and `ref` go to
 * the `<select>`.
 */
export function SelectField({
  label,
  options,
  placeholder = selectFieldMessages.placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const [field, selectProps] = useField(props, {
    idSuffix: 'select',
    messages: selectFieldMessages,
  });

  return (
    <div className={fieldStyles.field} data-state={field.state}>
      <FieldLabel {...field.labelProps}>{label}</FieldLabel>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      <InputGroup>
        <select {...selectProps} {...field.controlProps} className={cx(styles.select, className)}>
          {placeholder === false ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </InputGroup>
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}
