import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { ConfirmationPanel } from '../../ConfirmationPanel/ConfirmationPanel';
import { cx } from '../../internal/class-names';
import { Link } from '../../Link/Link';
import { PageAnnouncer } from '../internal/PageAnnouncer';
import * as styles from '../internal/page-template.css';
import { useFocusHeadingOnChange } from '../useFocusHeadingOnChange/useFocusHeadingOnChange';
import * as ownStyles from './ConfirmationPage.css';

export const confirmationPageMessages = {
  nextStepsHeading: 'What happens next',
} as const;

export interface ConfirmationPageLink {
  href: string;
  label: string;
}

export interface ConfirmationPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What happened ('Enrollment complete'): the panel's `<h1>`. */
  heading: ReactNode;
  /** The reference the member may quote, and the text before it. */
  reference?: string;
  referenceLabel?: ReactNode;
  /** A further line inside the panel ('Your coverage starts on 1 January 2027.'). */
  panelContent?: ReactNode;
  /** Default 'What happens next'. */
  nextStepsHeading?: ReactNode;
  /** What happens next: paragraphs, a list. */
  children?: ReactNode;
  /** Where to go from here (the dashboard, a document to keep), as a list of links. */
  links?: ReadonlyArray<ConfirmationPageLink>;
  /**
   * Focus and announce the panel's heading when the page mounts. Default true: a confirmation is
   * reached by a submit, and focus must leave the button that is gone.
   */
  focusHeadingOnMount?: boolean;
  /** Moves focus to the heading again when it changes (a second confirmation in one page). */
  stepKey?: unknown;
}

/**
 * The end of a flow (GOV.UK's confirmation page): the `ConfirmationPanel` with the reference,
 * then 'What happens next' and links onward. Focus goes to the panel's heading when the page
 * mounts, and the heading is announced. Rest props and `ref` go to the root `<div>`.
 */
export function ConfirmationPage({
  heading,
  reference,
  referenceLabel,
  panelContent,
  nextStepsHeading = confirmationPageMessages.nextStepsHeading,
  children,
  links = [],
  focusHeadingOnMount = true,
  stepKey,
  className,
  ...rest
}: ConfirmationPageProps) {
  const { headingRef, announcement } = useFocusHeadingOnChange(stepKey, {
    focusOnMount: focusHeadingOnMount,
  });
  const nextStepsId = `${useId()}-next-steps`;
  const hasNextSteps = Boolean(children) || links.length > 0;

  return (
    <div {...rest} className={cx(styles.page, styles.formColumn, className)}>
      <ConfirmationPanel
        heading={heading}
        headingRef={headingRef}
        reference={reference}
        referenceLabel={referenceLabel}
      >
        {panelContent}
      </ConfirmationPanel>
      {hasNextSteps ? (
        <section aria-labelledby={nextStepsId} className={ownStyles.nextSteps}>
          <h2 id={nextStepsId} className={ownStyles.nextStepsHeading}>
            {nextStepsHeading}
          </h2>
          {children}
          {links.length > 0 ? (
            <ul className={ownStyles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="standalone">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {stepKey !== undefined || focusHeadingOnMount ? (
        <PageAnnouncer>{announcement}</PageAnnouncer>
      ) : null}
    </div>
  );
}
