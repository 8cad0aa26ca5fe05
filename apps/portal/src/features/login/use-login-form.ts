import {
  type FieldErrorKey,
  isBlank,
  isFieldErrorKey,
  type LoginForm,
  loginFormSchema,
} from '@portal/forms';
import { useState } from 'react';

type Field = keyof LoginForm;

function firstErrorKey(field: Field, value: string): FieldErrorKey | undefined {
  const result = loginFormSchema.shape[field].safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return isFieldErrorKey(message) ? message : undefined;
}

/**
 * Login form state on the @portal/forms login schema (spec section 5): an error shows after the
 * field is left, editing clears it, whitespace-only values are reset on blur, and the form is
 * valid only when the whole schema passes.
 */
export function useLoginForm({ onEdit }: { onEdit: () => void }) {
  const [values, setValues] = useState<LoginForm>({ userId: '', password: '' });
  const [shownErrors, setShownErrors] = useState<Partial<Record<Field, FieldErrorKey>>>({});

  function change(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setShownErrors((previous) => ({ ...previous, [field]: undefined }));
    onEdit();
  }

  function blur(field: Field) {
    const value = isBlank(values[field]) ? '' : values[field];
    if (value !== values[field]) setValues((previous) => ({ ...previous, [field]: value }));
    setShownErrors((previous) => ({ ...previous, [field]: firstErrorKey(field, value) }));
  }

  function dismissError(field: Field) {
    setShownErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  return {
    values,
    shownErrors,
    isValid: loginFormSchema.safeParse(values).success,
    change,
    blur,
    dismissError,
  };
}
