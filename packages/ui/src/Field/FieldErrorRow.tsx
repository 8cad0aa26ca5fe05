import { DismissButton } from '../DismissButton/DismissButton';
import * as fieldStyles from './Field.css';
import { FieldError } from './FieldError';

/**
 * The error API every field of the kit shares: the error travels as a key, and the app's
 * catalogue turns it into text.
 */
export interface FieldErrorKeyProps {
  /**
   * The field's current error as a key (`required`, `pattern`, `date`...). When set, the control
   * gets `aria-invalid="true"`, an error border, and `aria-describedby` pointing at the message.
   */
  errorKey?: string;
  /** The catalogue that turns an error key into text; the app passes it. */
  errorMessages?: Readonly<Record<string, string>>;
  /** Shown when `errorKey` is not in `errorMessages`. */
  fallbackErrorMessage?: string;
  /** Shows a close (×) button on the error; called when it is pressed. Focus returns to the control. */
  onDismissError?: () => void;
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel?: string;
}

export interface FieldErrorRowProps {
  /** The id the control's (or group's) `aria-describedby` points at. */
  id: string;
  message: string;
  /** Shows the close (×) button when given. */
  onDismiss?: (() => void) | undefined;
  dismissLabel: string;
}

/** A field's error message with its optional close (×) button; `useField` gives its props. */
export function FieldErrorRow({ id, message, onDismiss, dismissLabel }: FieldErrorRowProps) {
  return (
    <div className={fieldStyles.errorRow}>
      <FieldError id={id}>{message}</FieldError>
      {onDismiss ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
    </div>
  );
}
