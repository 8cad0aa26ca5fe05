import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../internal/class-names';
import { Link } from '../Link/Link';
import * as styles from './TaskList.css';

export interface TaskListItem {
  /** Stable key for React, and part of the ids that tie the link to its hint and status. */
  id: string;
  /** The task ('Add your dependants'). */
  name: ReactNode;
  /** Where the task starts. Without it the task cannot be started yet: its name is plain text. */
  href?: string;
  /** One line under the name ('You need their dates of birth'). */
  hint?: ReactNode;
  /** The status: a `StatusTag` ('Incomplete', 'Action needed') or plain text ('Completed'). */
  status: ReactNode;
}

export interface TaskListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  items: ReadonlyArray<TaskListItem>;
}

/**
 * GOV.UK's task list: the tasks of a long service (enrollment, a life event), each with a status.
 * A task that can be started is a link described by its hint and status (`aria-describedby`), and
 * its whole row is the link's target. Rest props and `ref` go to the `<ul>`.
 */
export function TaskList({ items, className, ...rest }: TaskListProps) {
  const idPrefix = useId();
  return (
    <ul {...rest} className={cx(styles.list, className)}>
      {items.map((item) => {
        const hintId = item.hint ? `${idPrefix}-${item.id}-hint` : undefined;
        const statusId = `${idPrefix}-${item.id}-status`;
        const canStart = item.href !== undefined;
        return (
          <li
            key={item.id}
            className={styles.item}
            data-state={canStart ? 'available' : 'unavailable'}
          >
            <div className={styles.nameAndHint}>
              {canStart ? (
                <Link
                  href={item.href as string}
                  className={styles.link}
                  // Hint first, then status, as GOV.UK orders them: the link is announced as
                  // 'Add your dependants, You need their dates of birth, Incomplete'.
                  aria-describedby={hintId ? `${hintId} ${statusId}` : statusId}
                >
                  {item.name}
                </Link>
              ) : (
                <div>{item.name}</div>
              )}
              {item.hint ? (
                <div id={hintId} className={styles.hint}>
                  {item.hint}
                </div>
              ) : null}
            </div>
            <div id={statusId} className={styles.status}>
              {item.status}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
