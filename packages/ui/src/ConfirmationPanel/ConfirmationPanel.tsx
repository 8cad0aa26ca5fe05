import { type ComponentPropsWithRef, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { cx } from '../internal/class-names';
import { mergeRefs } from '../internal/merge-refs';
import * as styles from './ConfirmationPanel.css';

export interface ConfirmationPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What happened ('Enrollment complete'). */
  heading: ReactNode;
  /** `<h1>` by default: on a confirmation page the panel's heading is the page's. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The heading element, for a page that moves focus to it itself. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Moves focus to the heading once, when the panel mounts: after a step submits, the page
   * changes without a page load and screen readers would otherwise stay on the old button.
   */
  autoFocus?: boolean;
  /** Text before the reference ('Your reference number'). Shown only with `reference`. */
  referenceLabel?: ReactNode;
  /** The reference the member may quote ('HDJ2123F'), emphasised and selected with one click. */
  reference?: string;
  /** Any further line inside the panel. */
  children?: ReactNode;
}

/**
 * GOV.UK's confirmation panel: the end of a transaction, with an optional reference number. Rest
 * props and `ref` go to the wrapping `<div>`; `headingRef` to the heading, which takes focus from
 * script (`tabIndex={-1}`), never from Tab.
 */
export function ConfirmationPanel({
  heading,
  headingLevel = 1,
  headingRef,
  autoFocus = false,
  referenceLabel,
  reference,
  children,
  className,
  ...rest
}: ConfirmationPanelProps) {
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;

  // Read once: a later change of `autoFocus`, or a re-render, must not pull focus back from
  // wherever the member went next.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) ownHeadingRef.current?.focus();
  }, []);

  return (
    <div {...rest} className={cx(styles.panel, className)}>
      <Heading ref={mergeRefs(ownHeadingRef, headingRef)} tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>
      {reference ? (
        <p className={styles.body}>
          {referenceLabel}
          {referenceLabel ? <br /> : null}
          <strong className={styles.reference}>{reference}</strong>
        </p>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
