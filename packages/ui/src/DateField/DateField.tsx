import { type CalendarDate, parseDate, toCalendarDate } from '@internationalized/date';
import { type Ref, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateFieldStateContext,
  DateInput,
  DateSegment,
  I18nProvider,
  Label,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { useField } from '../Field/use-field';
import { warnInDevelopment } from '../internal/warn';
import { textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './DateField.css';

export const dateFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when an error key is not in `errorMessages` (the spec's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
} as const;

/** Props react-aria's DateField takes that this field sets itself or replaces. */
type ReplacedAriaProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'name'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
  | 'granularity'
  | 'placeholderValue'
  | 'hideTimeZone'
  | 'hourCycle'
  | 'isDateUnavailable'
  | 'children'
  | 'className'
  | 'style'
  | 'aria-label'
  | 'aria-labelledby';

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<CalendarDate>, ReplacedAriaProps>,
    FieldErrorKeyProps {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  /** The name of the hidden input that carries the ISO date (`YYYY-MM-DD`) in a native form post. */
  name: string;
  /** Controlled: an ISO date `YYYY-MM-DD`, or `null` for empty. */
  value?: string | null;
  /** Uncontrolled: the first value, an ISO date `YYYY-MM-DD`. */
  defaultValue?: string | null;
  /** Called with the ISO date once every segment is filled, and with `null` when it is cleared. */
  onChange?: (iso: string | null) => void;
  /** Earliest allowed date, ISO `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest allowed date, ISO `YYYY-MM-DD`. */
  maxValue?: string;
  /**
   * The catalogue key shown when the member leaves the field with a date outside
   * `minValue`..`maxValue` and the app has set no `errorKey`. Default `date` (spec section 5).
   */
  rangeErrorKey?: string;
  /** Help text under the label, wired to the segments with `aria-describedby`. */
  hint?: string;
  /** The order and format of the segments. Default `en-US` (month, day, year). */
  locale?: string;
  /** Show one-digit months and days as `03`, the way US forms write dates. Default true. */
  shouldForceLeadingZeros?: boolean;
  /** Goes to the `role="group"` element that holds the segments (where `id` goes too). */
  ref?: Ref<HTMLDivElement>;
}

/** `parseDate` that warns instead of throwing on a malformed ISO date from the app. */
function parseIsoDate(iso: string | null | undefined, prop: string): CalendarDate | null {
  if (iso === null || iso === undefined || iso === '') return null;
  try {
    return parseDate(iso);
  } catch {
    /* @__PURE__ */ warnInDevelopment(
      `DateField: ${prop} "${iso}" is not an ISO date (YYYY-MM-DD); ignoring it.`,
    );
    return null;
  }
}

/**
 * Reports the date the segments show: the ISO date when every segment is filled, `null` when any
 * is empty. react-aria itself keeps its last complete value while a segment is cleared, so a
 * member who deletes the day would still post the old date; this keeps what is posted and what
 * is shown the same.
 */
function ShownDate({ onShownDate }: { onShownDate: (iso: string | null) => void }) {
  const state = useContext(DateFieldStateContext);
  const isComplete = (state?.segments ?? []).every(
    (segment) => !segment.isEditable || !segment.isPlaceholder,
  );
  const iso = isComplete && state?.value ? toCalendarDate(state.value).toString() : null;
  useEffect(() => onShownDate(iso), [iso, onShownDate]);
  return null;
}

/**
 * A labelled date field of month, day and year segments (react-aria's DateField: each segment is
 * a WAI-ARIA spin button you type into or step with the arrow keys). The app deals only in ISO
 * date strings; a hidden input named `name` carries the date for native form posts.
 */
export function DateField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  rangeErrorKey = 'date',
  hint,
  locale = 'en-US',
  shouldForceLeadingZeros = true,
  errorKey,
  errorMessages,
  fallbackErrorMessage = dateFieldMessages.fallbackErrorMessage,
  onDismissError,
  dismissErrorLabel = dateFieldMessages.dismissErrorLabel,
  id,
  ref,
  onBlur,
  isDisabled,
  'aria-describedby': ariaDescribedBy,
  ...ariaProps
}: DateFieldProps) {
  const min = useMemo(() => parseIsoDate(minValue, 'minValue'), [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue, 'maxValue'), [maxValue]);
  const isControlled = value !== undefined;

  // react-aria's value, always controlled from here; `shownIso` is the date the segments show (and
  // the app last heard of). A controlled `value` the app did not get from this field (a reset, a
  // refusal) replaces the segments; the app's echo of what it was told leaves a half-typed date be.
  const [ariaDate, setAriaDate] = useState(() =>
    isControlled ? parseIsoDate(value, 'value') : parseIsoDate(defaultValue, 'defaultValue'),
  );
  const [shownIso, setShownIso] = useState<string | null>(() => ariaDate?.toString() ?? null);
  const controlledDate = useMemo(() => parseIsoDate(value, 'value'), [value]);
  const controlledIso = controlledDate?.toString() ?? null;
  if (isControlled && controlledIso !== shownIso) {
    setAriaDate(controlledDate);
    setShownIso(controlledIso);
  }

  function isOutOfRange(iso: string | null): boolean {
    const date = parseIsoDate(iso, 'value');
    if (date === null) return false;
    return (min !== null && date.compare(min) < 0) || (max !== null && date.compare(max) > 0);
  }

  // Like react-aria's own validation, a range error appears once the member leaves the field (not
  // while the year is half typed), and goes as soon as the date is back in range.
  const [rangeChecked, setRangeChecked] = useState(false);
  const showRangeError = rangeChecked && isOutOfRange(shownIso);

  const latest = useRef({ shownIso, onChange, isOutOfRange });
  latest.current = { shownIso, onChange, isOutOfRange };
  const handleShownDate = useCallback((iso: string | null) => {
    if (iso === latest.current.shownIso) return;
    setShownIso(iso);
    if (!latest.current.isOutOfRange(iso)) setRangeChecked(false);
    latest.current.onChange?.(iso);
  }, []);

  const hasAppError = errorKey !== undefined && errorKey !== '';
  const field = useField<HTMLDivElement>({
    id,
    ref,
    idSuffix: 'date',
    name,
    hint,
    'aria-describedby': ariaDescribedBy,
    errorKey: hasAppError ? errorKey : showRangeError ? rangeErrorKey : undefined,
    errorMessages,
    fallbackErrorMessage,
    onDismissError: onDismissError
      ? () => {
          setRangeChecked(false);
          onDismissError();
        }
      : undefined,
    dismissErrorLabel,
    // Focus goes back in the first segment.
    focusAfterDismiss: (group) =>
      group.querySelector<HTMLElement>('[data-type]:not([data-type="literal"])[tabindex]'),
  });
  // react-aria's group takes the id and the descriptions; DateInput, the element that holds the
  // segments, takes the ref and the invalid state. The label is react-aria's (aria-labelledby).
  const {
    id: groupId,
    'aria-describedby': groupDescribedBy,
    ...segmentsProps
  } = field.controlProps;
  const hasError = field.errorProps !== undefined;

  return (
    <I18nProvider locale={locale}>
      <AriaDateField<CalendarDate>
        {...ariaProps}
        id={groupId}
        value={ariaDate}
        onChange={setAriaDate}
        minValue={min}
        maxValue={max}
        shouldForceLeadingZeros={shouldForceLeadingZeros}
        isDisabled={isDisabled}
        onBlur={(event) => {
          setRangeChecked(true);
          onBlur?.(event);
        }}
        // The kit shows the error (FieldError, from the app's key), so react-aria only marks the
        // segments invalid and adds no text of its own; 'aria' keeps it from blocking a native
        // submit with a browser message the catalogue does not control.
        isInvalid={hasError}
        validationBehavior="aria"
        aria-describedby={groupDescribedBy}
        className={fieldStyles.field}
        data-state={field.state}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        {hint ? <FieldHint {...field.hintProps}>{hint}</FieldHint> : null}
        <DateInput {...segmentsProps} className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <ShownDate onShownDate={handleShownDate} />
        {/* The posted value is the shown date, not react-aria's last complete one (see ShownDate). */}
        <input type="hidden" name={name} value={shownIso ?? ''} disabled={isDisabled} />
        {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
      </AriaDateField>
    </I18nProvider>
  );
}
