import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DismissButton } from '../DismissButton/DismissButton';
import * as fieldStyles from '../Field/Field.css';
import { FieldError } from '../Field/FieldError';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { InputAdornment, InputGroup } from '../Field/InputGroup';
import { TextInput } from '../Field/TextInput';
import { useFieldControl } from '../Field/use-field-control';
import { warnInDevelopment } from '../internal/warn';

export const textFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: 'Dismiss error',
  /** Shown when `errorKey` is not in `errorMessages` (spec section 8's generic message). */
  fallbackErrorMessage: 'Invalid. Try again.',
  /** Read by screen readers when the email variant is valid (the check icon is decorative). */
  validMessage: 'Valid email address.',
} as const;

/** Props every single-line field shares (TextField, PasswordField). */
export interface FieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  name: string;
  /** Help text under the label, wired to the input with `aria-describedby`. */
  hint?: string;
  /**
   * The field's current error as a key (`required`, `pattern`, `maxlength`...). When set, the input
   * gets `aria-invalid="true"`, an error border, and `aria-describedby` pointing at the message.
   */
  errorKey?: string;
  /** The catalogue that turns an error key into text; the app passes it. */
  errorMessages?: Readonly<Record<string, string>>;
  /** Shows a close (×) button on the error; called when it is pressed. Focus returns to the input. */
  onDismissError?: () => void;
  dismissErrorLabel?: string;
  fallbackErrorMessage?: string;
}

interface TextFieldBaseProps extends FieldProps {
  type: string;
  /** Content inside the end of the input (a toggle, an icon). */
  adornment?: ReactNode;
  /** Ids of extra descriptions (a visually hidden status) to add to `aria-describedby`. */
  describedBy?: string;
  rootState?: 'valid';
}

/** The shared layout and wiring of label, hint, input and error. */
export function TextFieldBase({
  label,
  hint,
  errorKey,
  errorMessages,
  onDismissError,
  dismissErrorLabel = textFieldMessages.dismissErrorLabel,
  fallbackErrorMessage = textFieldMessages.fallbackErrorMessage,
  adornment,
  describedBy,
  rootState,
  id,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldBaseProps) {
  const {
    controlId: inputId,
    hintId,
    errorId,
    controlRef: inputRef,
    mergedRef,
  } = useFieldControl<HTMLInputElement>(id, ref, 'input');

  const hasError = errorKey !== undefined && errorKey !== '';
  let errorMessage: string | undefined;
  if (hasError) {
    errorMessage = errorMessages?.[errorKey];
    if (errorMessage === undefined) {
      warnInDevelopment(
        `the field "${inputProps.name}" has errorKey "${errorKey}" but errorMessages has no text for it; showing the fallback message.`,
      );
      errorMessage = fallbackErrorMessage;
    }
  }

  const describedByIds = [
    ariaDescribedBy,
    hint ? hintId : undefined,
    describedBy,
    hasError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  function dismissError() {
    onDismissError?.();
    // The button disappears with the error; put focus back where the user was typing rather than
    // letting it fall to <body> (WCAG 2.4.3).
    inputRef.current?.focus();
  }

  return (
    <div className={fieldStyles.field} data-state={hasError ? 'invalid' : (rootState ?? 'idle')}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <InputGroup>
        <TextInput
          {...inputProps}
          ref={mergedRef}
          id={inputId}
          invalid={hasError}
          endAdornment={adornment !== undefined && adornment !== null}
          aria-describedby={describedByIds || undefined}
        />
        {adornment !== undefined && adornment !== null ? (
          <InputAdornment>{adornment}</InputAdornment>
        ) : null}
      </InputGroup>
      {hasError ? (
        <div className={fieldStyles.errorRow}>
          <FieldError id={errorId}>{errorMessage}</FieldError>
          {onDismissError ? (
            <DismissButton label={dismissErrorLabel} onClick={dismissError} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
