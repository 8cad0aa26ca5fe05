import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { InputAdornment, InputGroup } from '../Field/InputGroup';
import { TextInput } from '../Field/TextInput';
import { type FieldIds, useField } from '../Field/use-field';

export const textFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: 'Dismiss error',
  /** Shown when `errorKey` is not in `errorMessages` (spec section 8's generic message). */
  fallbackErrorMessage: 'Invalid. Try again.',
  /** Read by screen readers when the email variant is valid (the check icon is decorative). */
  validMessage: 'Valid email address.',
} as const;

/** Props every single-line field shares (TextField, PasswordField). */
export interface FieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>,
    FieldErrorKeyProps {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  name: string;
  /** Help text under the label, wired to the input with `aria-describedby`. */
  hint?: string;
}

interface TextFieldBaseProps extends FieldProps {
  type: string;
  /** Ends the generated id of the input (`«r1»-password`). Default `input`. */
  idSuffix?: string;
  /**
   * Content inside the end of the input (a toggle, an icon), given the field's ids: a toggle
   * controls `ids.control`; a status text takes `ids.status` (set `hasStatus` with it).
   */
  adornment?: (ids: FieldIds) => ReactNode;
  /** The adornment renders a status with `ids.status`: the input is described by it. */
  hasStatus?: boolean;
  rootState?: 'valid';
}

/** The shared layout of label, hint, input and error; the wiring is `useField`'s. */
export function TextFieldBase({
  label,
  idSuffix = 'input',
  adornment,
  hasStatus,
  rootState,
  ...props
}: TextFieldBaseProps) {
  const [field, inputProps] = useField(props, {
    idSuffix,
    hasStatus,
    messages: textFieldMessages,
  });
  const adornmentContent = adornment?.(field.ids);
  const hasAdornment = adornmentContent !== undefined && adornmentContent !== null;

  return (
    <div
      className={fieldStyles.field}
      data-state={field.errorProps ? 'invalid' : (rootState ?? 'idle')}
    >
      <FieldLabel {...field.labelProps}>{label}</FieldLabel>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      <InputGroup>
        <TextInput
          {...inputProps}
          {...field.controlProps}
          invalid={field.errorProps !== undefined}
          endAdornment={hasAdornment}
        />
        {hasAdornment ? <InputAdornment>{adornmentContent}</InputAdornment> : null}
      </InputGroup>
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}
