import { DismissButton } from '../DismissButton/DismissButton';
import { warnInDevelopment } from '../internal/warn';
import * as fieldStyles from './Field.css';
import { FieldError } from './FieldError';

/**
 * The error API every field of the kit shares (TextField's `FieldProps` has the same members):
 * the error travels as a key, and the app's catalogue turns it into text.
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

/**
 * The text for an error key: the catalogue's, or the fallback (with a development warning, as
 * TextField does) when the catalogue lacks the key. `undefined` when there is no error.
 */
export function resolveFieldError({
  errorKey,
  errorMessages,
  fallbackErrorMessage,
  name,
}: {
  errorKey: string | undefined;
  errorMessages: Readonly<Record<string, string>> | undefined;
  fallbackErrorMessage: string;
  name: string;
}): string | undefined {
  if (errorKey === undefined || errorKey === '') return undefined;
  const message = errorMessages?.[errorKey];
  if (message !== undefined) return message;
  warnInDevelopment(
    `the field "${name}" has errorKey "${errorKey}" but errorMessages has no text for it; showing the fallback message.`,
  );
  return fallbackErrorMessage;
}

export interface FieldErrorRowProps {
  /** The id the control's (or group's) `aria-describedby` points at. */
  id: string;
  message: string;
  /** Shows the close (×) button when given. */
  onDismiss?: () => void;
  dismissLabel: string;
}

/** A field's error message with its optional close (×) button, laid out as in TextField. */
export function FieldErrorRow({ id, message, onDismiss, dismissLabel }: FieldErrorRowProps) {
  return (
    <div className={fieldStyles.errorRow}>
      <FieldError id={id}>{message}</FieldError>
      {onDismiss ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
    </div>
  );
}

/** Joins the ids of an `aria-describedby`, skipping missing ones; `undefined` when none is left. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
