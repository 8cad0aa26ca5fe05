import {
  type ComponentPropsWithRef,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/class-names';
import { ErrorIcon } from '../internal/icons/error-icon';
import { mergeRefs } from '../internal/merge-refs';
import { warnInDevelopment } from '../internal/warn';
import * as linkStyles from '../Link/Link.css';
import * as styles from './ErrorSummary.css';

export const errorSummaryMessages = {
  /** The summary's heading (GOV.UK's wording). */
  heading: 'There is a problem',
} as const;

export interface ErrorSummaryItem {
  /** The id of the field (or of its fieldset or group) the message is about. */
  fieldId: string;
  /** The message, already turned from a key into text (the forms bindings do that). */
  message: string;
  /**
   * Start the message with the name its field shows (its label, or the legend of a group), as in
   * 'First name: Required.': for a message that does not say which field it is about, such as
   * the spec's generic 'Required.', where a list of identical links would not say where each
   * goes. The forms bindings set it for every field's own message.
   */
  prefixFieldName?: boolean;
}

export interface ErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** One link per error, in the order of the fields on the page. Empty: nothing is rendered. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  heading?: string;
  /** The heading's level. Default 2 (the page's `<h1>` comes first). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Change it (e.g. pass the submit count) to move focus to the summary again while it is shown,
   * after another failed submit. Focus also moves whenever the summary appears.
   */
  focusKey?: string | number;
  /** Do not move focus to the summary when it appears or `focusKey` changes. */
  disableAutoFocus?: boolean;
}

const focusableSelector =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The element to focus for a field id: the element itself, or the control a group holds. */
function findFocusTarget(element: HTMLElement): HTMLElement | null {
  if (element.matches(focusableSelector)) return element;
  // A fieldset of radios: the checked radio is the one Tab reaches; else the first control.
  return (
    element.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ??
    element.querySelector<HTMLElement>(focusableSelector)
  );
}

/**
 * What should be on screen with the focused control (GOV.UK Frontend's rule): the legend of its
 * fieldset for a radio or checkbox, or when the legend is within half a viewport of the control;
 * else its label.
 */
function findCaption(control: HTMLElement): HTMLElement | null {
  const legend = control.closest('fieldset')?.querySelector<HTMLElement>(':scope > legend');
  if (legend) {
    const type = control.getAttribute('type');
    if (type === 'radio' || type === 'checkbox') return legend;
    const controlBottom = control.getBoundingClientRect().bottom;
    if (controlBottom - legend.getBoundingClientRect().top < window.innerHeight / 2) return legend;
  }
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return labels[0] ?? null;
  // A react-aria segment (DateField) is named by aria-labelledby: its own id, then the label's.
  const labelId = control
    .getAttribute('aria-labelledby')
    ?.split(' ')
    .find((labelledById) => labelledById !== control.id);
  return (labelId ? document.getElementById(labelId) : null) ?? legend ?? null;
}

/**
 * The name a field shows: a group's legend (a fieldset of radios) or the label it points at (a
 * date's segments), a control's label.
 */
function findFieldName(field: HTMLElement): string | undefined {
  const legend = field.matches('fieldset')
    ? field.querySelector<HTMLElement>(':scope > legend')
    : null;
  const labelId = field
    .getAttribute('aria-labelledby')
    ?.split(' ')
    .find((labelledById) => labelledById !== field.id);
  const named =
    legend ??
    (field as HTMLInputElement).labels?.[0] ??
    (labelId ? document.getElementById(labelId) : null);
  return named?.textContent?.trim() || undefined;
}

/**
 * 'First name: Required.'; a name that already ends in punctuation, such as a question, takes no
 * colon: 'What is your message about? Required.'
 */
function withFieldName(name: string, message: string): string {
  return /[?!.:]$/.test(name) ? `${name} ${message}` : `${name}: ${message}`;
}

/**
 * The list of a form's errors, shown above the form after a failed submit (GOV.UK Frontend's error
 * summary). It takes focus when it appears, so screen readers read it and keyboard users start
 * from it; each message links to its field. Rest props and `ref` go to the outer `<div>`.
 */
export function ErrorSummary({
  errors,
  heading = errorSummaryMessages.heading,
  headingLevel = 2,
  focusKey,
  disableAutoFocus = false,
  className,
  ref,
  ...rest
}: ErrorSummaryProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  // Stable across renders, so an app's callback ref is not detached and re-attached each render.
  const mergedRef = useMemo(() => mergeRefs(ref, summaryRef), [ref]);
  const isShown = errors.length > 0;

  // On appearing, and on each new focusKey while shown. Not on every change of `errors`: live
  // validation that edits the list while the member types must not pull focus away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input.
  useEffect(() => {
    if (isShown && !disableAutoFocus) summaryRef.current?.focus();
  }, [isShown, focusKey, disableAutoFocus]);

  useEffect(() => {
    for (const { fieldId } of errors) {
      if (!document.getElementById(fieldId)) {
        /* @__PURE__ */ warnInDevelopment(
          `ErrorSummary: no element has the id "${fieldId}"; its link goes nowhere.`,
        );
      }
    }
  }, [errors]);

  // Read from the page once the fields are there, before the summary is painted (and announced).
  const [fieldNames, setFieldNames] = useState<ReadonlyMap<string, string>>(new Map());
  useLayoutEffect(() => {
    const names = new Map<string, string>();
    for (const { fieldId, prefixFieldName } of errors) {
      const field = prefixFieldName ? document.getElementById(fieldId) : null;
      const name = field ? findFieldName(field) : undefined;
      if (name) names.set(fieldId, name);
    }
    setFieldNames(names);
  }, [errors]);

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    const control = field ? findFocusTarget(field) : null;
    // Without a target, leave the browser's own jump to the fragment.
    if (!control) return;
    // A client router may take over hash changes, and a bare jump to #id scrolls the label off
    // screen and may not move focus: focus the control and show its label or legend with it.
    event.preventDefault();
    findCaption(control)?.scrollIntoView();
    control.focus({ preventScroll: true });
  }

  if (!isShown) return null;
  const HeadingTag = `h${headingLevel}` as const;

  return (
    <div {...rest} ref={mergedRef} tabIndex={-1} className={cx(styles.summary, className)}>
      {/* GOV.UK's structure: the focusable container holds a role="alert" region, so the list is
          announced when it appears even where a screen reader misses the focus move. */}
      <div role="alert" className={styles.alert}>
        <HeadingTag className={styles.heading}>
          <ErrorIcon className={styles.headingIcon} />
          {heading}
        </HeadingTag>
        <ul className={styles.list}>
          {errors.map(({ fieldId, message, prefixFieldName }, index) => {
            const name = prefixFieldName ? fieldNames.get(fieldId) : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a field may have two messages.
              <li key={`${fieldId}-${index}`}>
                <a
                  href={`#${fieldId}`}
                  className={cx(linkStyles.link, styles.link)}
                  onClick={(event) => focusField(event, fieldId)}
                >
                  {name && !message.startsWith(name) ? withFieldName(name, message) : message}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
