import type { BoundInputProps } from '@portal/forms/react';
import { DismissButton, FieldError, FieldHint, FieldLabel } from '@portal/ui';
import { useRef } from 'react';
import * as styles from './message-field.css.js';

/**
 * A labelled multi-line field wired like the kit's fields: hint and error in aria-describedby,
 * aria-invalid, and a dismissible error that returns focus to the field (WCAG 2.4.3).
 */
export function MessageField({
  label,
  hint,
  dismissErrorLabel,
  fallbackErrorMessage,
  id,
  name,
  value,
  onChange,
  onBlur,
  errorKey,
  errorMessages,
  onDismissError,
}: BoundInputProps & {
  label: string;
  hint: string;
  dismissErrorLabel: string;
  fallbackErrorMessage: string;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errorMessage = errorKey ? (errorMessages[errorKey] ?? fallbackErrorMessage) : undefined;

  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        value={value}
        rows={8}
        // The schema's change handler is typed for inputs and selects; it reads only the value.
        onChange={(event) => onChange(event as never)}
        onBlur={onBlur}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
        className={styles.textarea}
      />
      {errorMessage ? (
        <div className={styles.errorRow}>
          <FieldError id={errorId}>{errorMessage}</FieldError>
          <DismissButton
            label={dismissErrorLabel}
            onClick={() => {
              onDismissError();
              textareaRef.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
