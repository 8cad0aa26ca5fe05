import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { PageAnnouncer } from '../internal/PageAnnouncer';
import { PageHeading } from '../internal/PageHeading';
import * as styles from '../internal/page-template.css';
import { useFocusHeadingOnChange } from '../useFocusHeadingOnChange/useFocusHeadingOnChange';
import * as ownStyles from './DashboardPage.css';

export interface DashboardPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page's `<h1>` ('Welcome, Jordan.'). */
  heading: ReactNode;
  /** The line under it: what the member can do from here. */
  lead?: ReactNode;
  /** Above the cards: an `AlertBanner` or a `TaskList` of what needs doing first. */
  notice?: ReactNode;
  /**
   * The cards, laid out in a grid that fills the width with as many columns as fit (one on a
   * phone): `DashboardCard`s, or any card of the kit (`Card`, `SummaryCard`, a key-value panel).
   */
  children: ReactNode;
  /** Moves focus to the heading when it changes (a dashboard that switches plan or year). */
  stepKey?: unknown;
  focusHeadingOnMount?: boolean;
}

/**
 * A member's dashboard (VA.gov's pattern): a greeting, what needs doing, then a grid of cards,
 * each a summary and its next actions. The grid takes any children, so a new kind of card needs
 * no change here. Rest props and `ref` go to the root `<div>`.
 */
export function DashboardPage({
  heading,
  lead,
  notice,
  children,
  stepKey,
  focusHeadingOnMount = false,
  className,
  ...rest
}: DashboardPageProps) {
  const { headingRef, announcement } = useFocusHeadingOnChange(stepKey, {
    focusOnMount: focusHeadingOnMount,
  });
  return (
    <div {...rest} className={cx(styles.page, className)}>
      <div className={styles.header}>
        <PageHeading ref={headingRef}>{heading}</PageHeading>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {notice}
      <div className={ownStyles.grid}>{children}</div>
      {/* Only where something can be announced: an empty live region on every page would be
          noise in a screen reader's list of regions. */}
      {stepKey !== undefined || focusHeadingOnMount ? (
        <PageAnnouncer>{announcement}</PageAnnouncer>
      ) : null}
    </div>
  );
}
