import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import { cx } from '../internal/class-names';
import { Link } from '../Link/Link';
import type { SummaryListAction, SummaryListRow } from '../SummaryList/SummaryList';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './KeyValuePanel.css';

/** A fact on the panel: `SummaryList`'s row without its actions ('Member ID', 'MFB-204-118'). */
export type KeyValuePanelItem = Pick<SummaryListRow, 'id' | 'term' | 'value'>;

/**
 * A next step from the panel ('View plan details'). `context` is read after `label` by screen
 * readers only, as in `SummaryList`: give it when several panels show the same label, so each
 * link says which panel it belongs to ('View plan details' + 'for Legal Plan').
 */
export type KeyValuePanelAction = Omit<SummaryListAction, 'context'> & { context?: string };

export interface KeyValuePanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** What the panel is about ('Legal Plan'); it names the panel's region. */
  title: ReactNode;
  /** `<h2>` by default: a dashboard's `<h1>` is above its panels. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Beside the title: a `StatusTag` ('Active', 'Action needed'). */
  status?: ReactNode;
  /** The facts, a `<dl>`. */
  items: ReadonlyArray<KeyValuePanelItem>;
  /** Links at the foot of the panel, in order of importance. */
  actions?: ReadonlyArray<KeyValuePanelAction>;
  /** Anything between the facts and the links (a short note). */
  children?: ReactNode;
}

/**
 * A dashboard panel (VA.gov's benefit cards): a titled `Card` of key facts with an optional
 * status and next-step links. A `<section>` named by its heading, so each panel is a region a
 * screen reader can jump to. Rest props and `ref` go to the `<section>`.
 */
export function KeyValuePanel({
  title,
  headingLevel = 2,
  status,
  items,
  actions = [],
  children,
  className,
  ...rest
}: KeyValuePanelProps) {
  const titleId = `${useId()}-panel-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      {...rest}
      as="section"
      aria-labelledby={titleId}
      padding={5}
      className={cx(styles.panel, className)}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {status ? <div className={styles.status}>{status}</div> : null}
      </div>
      {items.length > 0 ? (
        <dl className={styles.list}>
          {items.map((item) => (
            // A `<div>` per pair is allowed in a `<dl>` and lets each pair be laid out as one.
            <div key={item.id} className={styles.pair}>
              <dt className={styles.term}>{item.term}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className={styles.note}>{children}</div> : null}
      {actions.length > 0 ? (
        <ul className={styles.actions}>
          {actions.map((action) => (
            <li key={`${action.href} ${action.label}`}>
              <Link href={action.href} variant="standalone">
                {action.label}
                {action.context ? <VisuallyHidden> {action.context}</VisuallyHidden> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
