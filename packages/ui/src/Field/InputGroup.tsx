import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Field.css';

export type InputGroupProps = ComponentPropsWithRef<'div'>;

/** Positions an input and its end adornment. */
export function InputGroup({ className, ...rest }: InputGroupProps) {
  return <div {...rest} className={cx(styles.inputGroup, className)} />;
}

export type InputAdornmentProps = ComponentPropsWithRef<'div'>;

/** Sits inside the end of an `InputGroup`'s input (give the input `endAdornment`). */
export function InputAdornment({ className, ...rest }: InputAdornmentProps) {
  return <div {...rest} className={cx(styles.adornment, className)} />;
}
