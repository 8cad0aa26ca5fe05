import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import {
  describedBy,
  type FieldErrorKeyProps,
  FieldErrorRow,
  resolveFieldError,
} from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { useFieldControl } from '../Field/use-field-control';
import { cx } from '../internal/class-names';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './Checkbox.css';
import { CheckMark } from './ChoiceMarks';

export const checkboxMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (the spec's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
} as const;

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>,
    FieldErrorKeyProps {
  /**
   * The visible label. Required: a checkbox needs a name (WCAG 1.3.1, 4.1.2). Rich text is allowed,
   * e.g. consent text with a link (use the kit's `Link`); it becomes the checkbox's accessible name.
   */
  label: ReactNode;
  name: string;
  /** Help text under the label, wired to the checkbox with `aria-describedby`. */
  hint?: string;
}

/**
 * A single labelled native checkbox (consent, "same as mailing address") with hint and error.
 * Controlled with `checked` + `onChange`, or uncontrolled with `defaultChecked`. Rest props and
 * `ref` go to the `<input type="checkbox">`.
 */
export function Checkbox({
  label,
  hint,
  errorKey,
  errorMessages,
  fallbackErrorMessage = checkboxMessages.fallbackErrorMessage,
  onDismissError,
  dismissErrorLabel = checkboxMessages.dismissErrorLabel,
  id,
  ref,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const {
    controlId: inputId,
    hintId,
    errorId,
    controlRef: inputRef,
    mergedRef,
  } = useFieldControl<HTMLInputElement>(id, ref, 'checkbox');

  const errorMessage = resolveFieldError({
    errorKey,
    errorMessages,
    fallbackErrorMessage,
    name: inputProps.name,
  });
  const hasError = errorMessage !== undefined;

  function dismissError() {
    onDismissError?.();
    // The button disappears with the error: put focus back on the checkbox (WCAG 2.4.3).
    inputRef.current?.focus();
  }

  return (
    <div className={fieldStyles.field} data-state={hasError ? 'invalid' : 'idle'}>
      <div className={styles.choice}>
        <span className={styles.control}>
          <input
            {...inputProps}
            ref={mergedRef}
            type="checkbox"
            id={inputId}
            aria-invalid={hasError ? true : ariaInvalid}
            aria-describedby={describedBy(ariaDescribedBy, hint && hintId, hasError && errorId)}
            className={cx(styles.checkbox, className)}
            data-state={hasError ? 'invalid' : 'idle'}
          />
          <CheckMark className={styles.checkMark} />
        </span>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <FieldHint id={hintId} className={styles.choiceHint}>
            {hint}
          </FieldHint>
        ) : null}
      </div>
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
