import * as fieldStyles from '../Field/Field.css';
import { CheckCircleIcon } from '../internal/icons/check-circle-icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type FieldProps, TextFieldBase, textFieldMessages } from './TextFieldBase';

export type { FieldProps };
export { textFieldMessages };

export interface TextFieldProps extends FieldProps {
  /** `email` sets `type="email"` and can show a valid check. Default `text`. */
  variant?: 'text' | 'email';
  /** Email variant only: the value is valid, show a green check (and say so to screen readers). */
  valid?: boolean;
  validMessage?: string;
}

/**
 * A labelled single-line text or email field with hint and error. Rest props and `ref` go to the
 * `<input>`.
 */
export function TextField({
  variant = 'text',
  valid = false,
  validMessage = textFieldMessages.validMessage,
  ...rest
}: TextFieldProps) {
  const showValid = variant === 'email' && valid && !rest.errorKey;
  return (
    <TextFieldBase
      {...rest}
      type={variant}
      inputMode={variant === 'email' ? 'email' : rest.inputMode}
      hasStatus={showValid}
      rootState={showValid ? 'valid' : undefined}
      adornment={
        showValid
          ? (ids) => (
              <>
                <CheckCircleIcon className={fieldStyles.validIcon} />
                <VisuallyHidden id={ids.status}>{validMessage}</VisuallyHidden>
              </>
            )
          : undefined
      }
    />
  );
}
