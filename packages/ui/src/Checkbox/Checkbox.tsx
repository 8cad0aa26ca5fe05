import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { useField } from '../Field/use-field';
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
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  const [field, inputProps] = useField(props, {
    idSuffix: 'checkbox',
    messages: checkboxMessages,
  });

  return (
    <div className={fieldStyles.field} data-state={field.state}>
      <div className={styles.choice}>
        <span className={styles.control}>
          <input
            {...inputProps}
            {...field.controlProps}
            type="checkbox"
            className={cx(styles.checkbox, className)}
          />
          <CheckMark className={styles.checkMark} />
        </span>
        <label htmlFor={field.labelProps.htmlFor} className={styles.label}>
          {label}
        </label>
        {field.hint ? (
          <FieldHint {...field.hintProps} className={styles.choiceHint}>
            {field.hint}
          </FieldHint>
        ) : null}
      </div>
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}
