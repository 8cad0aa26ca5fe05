import { type ComponentPropsWithRef, type FocusEvent, useState } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { useFieldGroup } from '../Field/use-field-group';
import { cx } from '../internal/class-names';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './DateInput.css';
import { type DatePart, type DateParts, dateValueOf, partsInError, partsOf } from './date-parts';

export const dateInputMessages = {
  /** The label of each input. */
  dayLabel: 'Day',
  monthLabel: 'Month',
  yearLabel: 'Year',
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (the spec's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
} as const;

const partOrder: ReadonlyArray<DatePart> = ['day', 'month', 'year'];

export interface DateInputProps
  extends Omit<
      ComponentPropsWithRef<'fieldset'>,
      'children' | 'onChange' | 'onBlur' | 'name' | 'defaultValue'
    >,
    FieldErrorKeyProps {
  /** The question, shown as the `<legend>`. Required: it names the group (WCAG 1.3.1, 3.3.2). */
  label: string;
  /** The name of the hidden input that carries the value in a native form post. */
  name: string;
  /**
   * Controlled: an ISO date `YYYY-MM-DD`; '' for nothing typed. A value this field reported for
   * a date that is not real (`2000-2-31`) shows the parts as typed.
   */
  value?: string;
  /** Uncontrolled: the first value, an ISO date. */
  defaultValue?: string;
  /**
   * Called on every keystroke with the ISO date of a real date, '' when all three inputs are
   * empty, and otherwise the parts as typed in ISO order (`2000-2-31`), which is not an ISO date.
   */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group (not when it moves from Day to Month). */
  onBlur?: () => void;
  /** Help text under the legend ("For example, 27 3 1985"), describing the group. */
  hint?: string;
  /** `bday` for a date of birth: the inputs get `bday-day`, `bday-month`, `bday-year`. */
  autoComplete?: 'bday' | 'off';
  /** Sets `required` on the three inputs. */
  required?: boolean;
  dayLabel?: string;
  monthLabel?: string;
  yearLabel?: string;
}

/**
 * A memorable date (a date of birth) as three text inputs, Day, Month and Year, in a `<fieldset>`
 * named by its `<legend>`: GOV.UK Frontend's date input and the CMS design system's memorable
 * date. The app deals only in ISO date strings; a hidden input named `name` posts the value.
 * Rest props and `ref` go to the `<fieldset>` (`disabled` there disables the inputs).
 */
export function DateInput({
  label,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  hint,
  autoComplete,
  required,
  dayLabel = dateInputMessages.dayLabel,
  monthLabel = dateInputMessages.monthLabel,
  yearLabel = dateInputMessages.yearLabel,
  errorKey,
  errorMessages,
  fallbackErrorMessage = dateInputMessages.fallbackErrorMessage,
  onDismissError,
  dismissErrorLabel = dateInputMessages.dismissErrorLabel,
  id,
  ref,
  className,
  'aria-describedby': ariaDescribedBy,
  ...fieldsetProps
}: DateInputProps) {
  const isControlled = value !== undefined;
  // The parts as typed. A controlled value this field did not report (a reset, a value the app
  // set) replaces them; the app's echo of what it was told leaves '03' or ' 3' as typed.
  const [parts, setParts] = useState<DateParts>(() => partsOf(value ?? defaultValue));
  if (isControlled && value !== dateValueOf(parts)) setParts(partsOf(value));

  const field = useFieldGroup({
    id,
    ref,
    idSuffix: 'date',
    name,
    hint,
    'aria-describedby': ariaDescribedBy,
    errorKey,
    errorMessages,
    fallbackErrorMessage,
    onDismissError,
    dismissErrorLabel,
    // Focus goes to the first input in error, the one the error is most likely about.
    focusAfterDismiss: (fieldset) =>
      fieldset.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
      fieldset.querySelector<HTMLInputElement>('input:not([type="hidden"])'),
  });
  const invalidParts = field.errorMessage !== undefined ? partsInError(parts) : [];

  function change(part: DatePart, typed: string) {
    const next = { ...parts, [part]: typed };
    setParts(next);
    onChange?.(dateValueOf(next));
  }

  function leave(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  }

  const labels: Record<DatePart, string> = { day: dayLabel, month: monthLabel, year: yearLabel };

  return (
    <fieldset
      {...fieldsetProps}
      {...field.groupProps}
      className={cx(styles.fieldset, className)}
      onBlur={leave}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      {hint ? <FieldHint {...field.hintProps}>{hint}</FieldHint> : null}
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
      <div className={styles.parts}>
        {partOrder.map((part, index) => {
          const item = field.item(index, false);
          const invalid = invalidParts.includes(part);
          return (
            <div key={part} className={styles.part}>
              <label htmlFor={item.labelProps.htmlFor} className={styles.partLabel}>
                {labels[part]}
              </label>
              <input
                id={item.controlProps.id}
                type="text"
                // A numeric keypad on phones without type="number"'s spinner and its scrolling.
                inputMode="numeric"
                spellCheck={false}
                autoComplete={autoComplete === 'bday' ? `bday-${part}` : autoComplete}
                value={parts[part]}
                onChange={(event) => change(part, event.currentTarget.value)}
                required={required}
                aria-invalid={invalid ? true : undefined}
                data-state={invalid ? 'invalid' : 'idle'}
                className={cx(fieldStyles.input, styles.inputWidth[part])}
              />
            </div>
          );
        })}
      </div>
      {/* Only the value is posted, as DateField posts its ISO date; the three inputs have no name. */}
      <input type="hidden" name={name} value={dateValueOf(parts)} />
    </fieldset>
  );
}
