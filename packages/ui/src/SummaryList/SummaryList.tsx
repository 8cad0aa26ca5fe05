import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SummaryList.css';

/**
 * A link that acts on a row or a card. `label` is what shows ('Change'); `context` is read after it
 * by screen readers only ('date of birth'), because a page of links all named 'Change' cannot be
 * told apart in a links list (WCAG 2.4.4). Both are required: the kit has no copy of its own.
 */
export interface SummaryListAction {
  href: string;
  label: string;
  context: string;
}

export interface SummaryListRow {
  /** Stable key for React. */
  id: string;
  /** The question or field name: the `<dt>`. */
  term: ReactNode;
  /** The answer: the `<dd>`. Text, or several lines the app lays out. */
  value: ReactNode;
  /** Links in the row's last column, usually one 'Change'. */
  actions?: ReadonlyArray<SummaryListAction>;
}

export interface SummaryListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  rows: ReadonlyArray<SummaryListRow>;
}

/** 'Change' plus its visually hidden context, through the app's link (`LinkProvider`). */
export function SummaryListActionLink({ action }: { action: SummaryListAction }) {
  return (
    <Link href={action.href} className={styles.actionLink}>
      {action.label}
      <VisuallyHidden> {action.context}</VisuallyHidden>
    </Link>
  );
}

/**
 * GOV.UK's summary list (check your answers): a `<dl>` of rows, each a key, a value and optional
 * action links. Below 600 px each row stacks. Rest props and `ref` go to the `<dl>`.
 */
export function SummaryList({ rows, className, ...rest }: SummaryListProps) {
  return (
    <dl {...rest} className={cx(styles.list, className)}>
      {rows.map((row) => {
        const actions = row.actions ?? [];
        return (
          // A `<div>` around each dt/dd group is allowed in a `<dl>` (HTML's content model), and
          // it is what lets a row be laid out and ruled as one.
          <div key={row.id} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
            {actions.length > 0 ? (
              <dd className={styles.actions}>
                {actions.map((action) => (
                  <SummaryListActionLink key={`${action.href} ${action.label}`} action={action} />
                ))}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
