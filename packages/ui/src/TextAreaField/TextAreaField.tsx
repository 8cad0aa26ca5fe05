import type { ComponentPropsWithRef } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { useField } from '../Field/use-field';
import { cx } from '../internal/class-names';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './TextAreaField.css';

export const textAreaFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (spec section 8's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
} as const;

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>,
    FieldErrorKeyProps {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  name: string;
  /** Help text under the label (a length limit, what not to write), wired with `aria-describedby`. */
  hint?: string;
}

/**
 * A labelled multi-line text field (a native `<textarea>`) with hint and error, wired as TextField
 * is. Rest props and `ref` go to the `<textarea>`; `rows` defaults to 5.
 */
export function TextAreaField({ label, rows = 5, className, ...props }: TextAreaFieldProps) {
  const [field, textAreaProps] = useField(props, {
    idSuffix: 'textarea',
    messages: textAreaFieldMessages,
  });

  return (
    <div className={fieldStyles.field} data-state={field.state}>
      <FieldLabel {...field.labelProps}>{label}</FieldLabel>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      <textarea
        {...textAreaProps}
        {...field.controlProps}
        rows={rows}
        className={cx(styles.textArea, className)}
      />
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}
