import type { ComponentPropsWithRef } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { RadioMark } from '../Checkbox/ChoiceMarks';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { useFieldGroup } from '../Field/use-field-group';
import { cx } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './RadioGroup.css';

export const radioGroupMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (the spec's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
} as const;

export interface RadioOption {
  value: string;
  label: string;
  /** Help text under this option's label, wired to its radio with `aria-describedby`. */
  hint?: string;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<
      ComponentPropsWithRef<'fieldset'>,
      'children' | 'onChange' | 'name' | 'defaultValue'
    >,
    FieldErrorKeyProps {
  /** The question, shown as the `<legend>`. Required: it names the group (WCAG 1.3.1, 3.3.2). */
  legend: string;
  /** The `name` of every radio. */
  name: string;
  options: ReadonlyArray<RadioOption>;
  /** Controlled: the chosen value; `null` for none. */
  value?: string | null;
  /** Uncontrolled: the value chosen at first. */
  defaultValue?: string | null;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** Default `vertical` (GOV.UK: stack more than two short options). */
  orientation?: 'vertical' | 'horizontal';
  /** Sets `required` on the radios. */
  required?: boolean;
  /** Help text under the legend, wired to the fieldset with `aria-describedby`. */
  hint?: string;
}

/**
 * A group of native radios in a `<fieldset>` named by its `<legend>`: one question, one answer.
 * Rest props and `ref` go to the `<fieldset>` (`disabled` there disables every radio). The error is
 * shown once, under the legend, described from the fieldset, and every radio gets `aria-invalid`.
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue = null,
  onChange,
  orientation = 'vertical',
  required,
  className,
  ...props
}: RadioGroupProps) {
  // `name` is every radio's, not the fieldset's.
  const [field, { name, ...fieldsetProps }] = useFieldGroup(props, {
    idSuffix: 'radios',
    messages: radioGroupMessages,
    // Focus goes to the radio that Tab would reach: the checked one, else the first enabled one.
    focusAfterDismiss: (fieldset) => {
      const radios = fieldset.querySelectorAll<HTMLInputElement>(
        'input[type="radio"]:not(:disabled)',
      );
      return Array.from(radios).find((radio) => radio.checked) ?? radios[0];
    },
  });
  const [selected, setSelected] = useControllableState<string | null>({
    value,
    defaultValue,
    onChange: onChange as ((next: string | null) => void) | undefined,
  });

  return (
    <fieldset
      {...fieldsetProps}
      {...field.groupProps}
      className={cx(styles.fieldset, className)}
      data-orientation={orientation}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{legend}</legend>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
      <div className={cx(styles.options, styles.orientation[orientation])}>
        {options.map((option, index) => {
          const item = field.item(index, Boolean(option.hint));
          return (
            <div key={option.value} className={checkboxStyles.choice}>
              <span className={checkboxStyles.control}>
                <input
                  {...item.controlProps}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={selected === option.value}
                  onChange={() => setSelected(option.value)}
                  disabled={option.disabled}
                  required={required}
                  className={checkboxStyles.radio}
                />
                <RadioMark className={checkboxStyles.radioMark} />
              </span>
              <label htmlFor={item.labelProps.htmlFor} className={checkboxStyles.label}>
                {option.label}
              </label>
              {option.hint ? (
                <FieldHint {...item.hintProps} className={checkboxStyles.choiceHint}>
                  {option.hint}
                </FieldHint>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
