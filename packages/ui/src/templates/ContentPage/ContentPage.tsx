import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../internal/class-names';
import { Link } from '../../Link/Link';
import { PageAnnouncer } from '../internal/PageAnnouncer';
import { PageHeading } from '../internal/PageHeading';
import * as styles from '../internal/page-template.css';
import { useFocusHeadingOnChange } from '../useFocusHeadingOnChange/useFocusHeadingOnChange';
import * as ownStyles from './ContentPage.css';

export const contentPageMessages = {
  /** The contents list's heading and the name of its navigation landmark. */
  contents: 'Contents',
  /** Before the date the page last changed. */
  lastUpdated: 'Last updated',
} as const;

export interface ContentPageLink {
  /** A fragment of this page ('#cancelling') or another page. */
  href: string;
  label: string;
}

export interface ContentPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page's `<h1>` ('Terms and conditions'). */
  heading: ReactNode;
  /** The line under it, in larger type: what the page is for. */
  lead?: ReactNode;
  /** A contents list of the page's sections, beside the prose on a wide screen, above it on a phone. */
  contents?: ReadonlyArray<ContentPageLink>;
  /** Instead of `contents`: any side navigation (a list of related pages). */
  sideNavigation?: ReactNode;
  /** Default 'Contents'. */
  contentsLabel?: string;
  /** The prose: sections with `<h2>`s, paragraphs, lists, a data table (in its own region). */
  children: ReactNode;
  /** When the page last changed: an ISO date and the text the app formatted ('3 March 2026'). */
  lastUpdated?: { dateTime: string; text: string };
  /** Default 'Last updated'. */
  lastUpdatedLabel?: string;
  /** Moves focus to the heading when it changes (a page that swaps its document in place). */
  stepKey?: unknown;
  focusHeadingOnMount?: boolean;
}

/**
 * A page of reading (terms, privacy, about, help): heading, lead, an optional contents list or
 * side navigation, the prose at a readable measure, and when it was last updated. Rest props and
 * `ref` go to the root `<div>`.
 */
export function ContentPage({
  heading,
  lead,
  contents = [],
  sideNavigation,
  contentsLabel = contentPageMessages.contents,
  children,
  lastUpdated,
  lastUpdatedLabel = contentPageMessages.lastUpdated,
  stepKey,
  focusHeadingOnMount = false,
  className,
  ...rest
}: ContentPageProps) {
  const { headingRef, announcement } = useFocusHeadingOnChange(stepKey, {
    focusOnMount: focusHeadingOnMount,
  });
  const contentsId = `${useId()}-contents`;
  const navigation =
    sideNavigation ??
    (contents.length > 0 ? (
      <nav aria-labelledby={contentsId} className={ownStyles.contents}>
        <h2 id={contentsId} className={ownStyles.contentsHeading}>
          {contentsLabel}
        </h2>
        <ul className={ownStyles.contentsList}>
          {contents.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null);

  return (
    <div {...rest} className={cx(styles.page, className)}>
      <div className={styles.header}>
        <PageHeading ref={headingRef}>{heading}</PageHeading>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={navigation ? ownStyles.withNavigation : undefined}>
        {navigation}
        <div className={ownStyles.prose}>
          {children}
          {lastUpdated ? (
            <p className={ownStyles.lastUpdated}>
              {lastUpdatedLabel} <time dateTime={lastUpdated.dateTime}>{lastUpdated.text}</time>
            </p>
          ) : null}
        </div>
      </div>
      {/* Only where something can be announced: an empty live region on every page would be
          noise in a screen reader's list of regions. */}
      {stepKey !== undefined || focusHeadingOnMount ? (
        <PageAnnouncer>{announcement}</PageAnnouncer>
      ) : null}
    </div>
  );
}
