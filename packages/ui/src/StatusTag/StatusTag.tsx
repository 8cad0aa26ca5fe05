import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './StatusTag.css';

export type StatusTagTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface StatusTagProps extends ComponentPropsWithRef<'strong'> {
  /** The status in a word or two ('Active', 'Action needed'): the text carries the meaning. */
  children: ReactNode;
  /** The tint and edge: a second cue beside the text, never the only one. Default `neutral`. */
  tone?: StatusTagTone;
}

/**
 * A short status label (GOV.UK's tag). A `<strong>`, so the status is emphasised for screen readers
 * that voice it; rest props and `ref` go to it; `data-tone` names the tone.
 */
export function StatusTag({ tone = 'neutral', className, ...rest }: StatusTagProps) {
  return (
    <strong {...rest} className={cx(styles.tag, styles.tone[tone], className)} data-tone={tone} />
  );
}
