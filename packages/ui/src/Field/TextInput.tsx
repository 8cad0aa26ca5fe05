import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Field.css';

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Sets `aria-invalid` and the error border. */
  invalid?: boolean;
  /** Keeps room at the end for an adornment (a Show/Hide toggle, a check icon). */
  endAdornment?: boolean;
}

/** A bare single-line `<input>` in the kit's style. Pair it with a `FieldLabel`. */
export function TextInput({
  invalid = false,
  endAdornment = false,
  type = 'text',
  className,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextInputProps) {
  return (
    <input
      {...rest}
      type={type}
      aria-invalid={invalid ? true : ariaInvalid}
      className={cx(styles.input, className)}
      data-state={invalid ? 'invalid' : 'idle'}
      data-adornment={endAdornment ? 'end' : undefined}
    />
  );
}
