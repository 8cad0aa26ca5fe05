import { useControllableState } from '../internal/use-controllable-state';
import { type FieldProps, TextFieldBase, textFieldMessages } from '../TextField/TextFieldBase';
import * as styles from './PasswordField.css';

export const passwordFieldMessages = {
  ...textFieldMessages,
  /** Visible text of the toggle while the password is hidden. */
  showLabel: 'Show',
  /** Visible text of the toggle while the password is shown. */
  hideLabel: 'Hide',
  /** Accessible name of the toggle while the password is hidden (contains the visible text, WCAG 2.5.3). */
  showPasswordLabel: 'Show password',
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel: 'Hide password',
} as const;

export interface PasswordFieldProps extends FieldProps {
  /** Controlled: whether the password is shown as text. */
  visible?: boolean;
  /** Uncontrolled: whether the password starts shown. Default false. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  showLabel?: string;
  hideLabel?: string;
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

/**
 * A password field with a Show/Hide toggle. The toggle is a real button after the input in tab
 * order; it switches the input between `password` and `text` and keeps focus. Rest props and `ref`
 * go to the `<input>`.
 */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  showLabel = passwordFieldMessages.showLabel,
  hideLabel = passwordFieldMessages.hideLabel,
  showPasswordLabel = passwordFieldMessages.showPasswordLabel,
  hidePasswordLabel = passwordFieldMessages.hidePasswordLabel,
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });

  return (
    <TextFieldBase
      {...rest}
      idSuffix="password"
      disabled={disabled}
      type={isVisible ? 'text' : 'password'}
      adornment={(ids) => (
        <button
          type="button"
          className={styles.toggle}
          aria-controls={ids.control}
          aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
          data-state={isVisible ? 'shown' : 'hidden'}
          disabled={disabled}
          onClick={() => setVisible(!isVisible)}
        >
          {isVisible ? hideLabel : showLabel}
        </button>
      )}
    />
  );
}
