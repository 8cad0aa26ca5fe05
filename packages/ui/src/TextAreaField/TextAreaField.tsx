import type { ComponentPropsWithRef } from 'react';
import * as fieldStyles from '../Field/Field.css';
import {
  describedBy,
  type FieldErrorKeyProps,
  FieldErrorRow,
  resolveFieldError,
} from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { useFieldControl } from '../Field/use-field-control';
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
export function TextAreaField({
  label,
  name,
  hint,
  errorKey,
  errorMessages,
  fallbackErrorMessage = textAreaFieldMessages.fallbackErrorMessage,
  onDismissError,
  dismissErrorLabel = textAreaFieldMessages.dismissErrorLabel,
  rows = 5,
  id,
  ref,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...textAreaProps
}: TextAreaFieldProps) {
  const {
    controlId: textAreaId,
    hintId,
    errorId,
    controlRef: textAreaRef,
    mergedRef,
  } = useFieldControl<HTMLTextAreaElement>(id, ref, 'textarea');

  const errorMessage = resolveFieldError({ errorKey, errorMessages, fallbackErrorMessage, name });
  const hasError = errorMessage !== undefined;

  function dismissError() {
    onDismissError?.();
    // The button disappears with the error: put focus back where the member was typing rather
    // than letting it fall to <body> (WCAG 2.4.3).
    textAreaRef.current?.focus();
  }

  return (
    <div className={fieldStyles.field} data-state={hasError ? 'invalid' : 'idle'}>
      <FieldLabel htmlFor={textAreaId}>{label}</FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <textarea
        {...textAreaProps}
        ref={mergedRef}
        id={textAreaId}
        name={name}
        rows={rows}
        aria-invalid={hasError ? true : ariaInvalid}
        aria-describedby={describedBy(ariaDescribedBy, hint && hintId, hasError && errorId)}
        className={cx(styles.textArea, className)}
        data-state={hasError ? 'invalid' : 'idle'}
      />
      {hasError ? (
        <FieldErrorRow
          id={errorId}
          message={errorMessage}
          onDismiss={onDismissError ? dismissError : undefined}
          dismissLabel={dismissErrorLabel}
        />
      ) : null}
    </div>
  );
}
