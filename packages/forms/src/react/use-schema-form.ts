import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorMessages, fieldErrorsAboutSeveralFields } from '../field-errors.js';
import { isBlank } from '../rules/text-rules.js';

/** What a kit field (TextField, PasswordField, TextAreaField, SelectField) takes from the form. */
export type BoundInputProps = {
  id: string;
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: () => void;
  errorKey: string | undefined;
  errorMessages: Readonly<Record<string, string>>;
  onDismissError: () => void;
};

/** What a value-based kit field (RadioGroup, DateField) takes from the form. */
export type BoundValueProps<TValue> = Omit<BoundInputProps, 'value' | 'onChange'> & {
  value: TValue;
  onChange: (value: TValue) => void;
};

/** What a Checkbox takes from the form. */
export type BoundCheckboxProps = Omit<BoundInputProps, 'value' | 'onChange'> & {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The kit's ErrorSummary props after a failed submit; `focusKey` changes on each attempt. The
 * catalogue's messages ('Required.') do not name their field, so the summary names it
 * (`prefixFieldName`), except before an error about several fields.
 */
export type ErrorSummaryState = {
  errors: ReadonlyArray<{ fieldId: string; message: string; prefixFieldName: boolean }>;
  focusKey: number;
};

type Options<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Turns error keys into text; the @portal/forms field catalogue unless an edition overrides it. */
  messages?: Readonly<Record<string, string>>;
};

/**
 * Binds a @portal/forms schema to the kit's fields (spec section 5 and architecture rule 6): an
 * error shows when a field is left and is cleared as soon as it is edited; whitespace-only values
 * are reset on blur; `isValid` covers the whole schema, so a submit button can stay disabled while
 * the form is invalid; a failed submit fills the error summary; errors the server returns are
 * merged by field name.
 */
export function useSchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  messages = fieldErrorMessages,
}: Options<TSchema>) {
  type Values = z.input<TSchema>;
  type Name = Path<Values>;
  const form: UseFormReturn<Values, unknown, z.output<TSchema>> = useForm({
    // The resolver's generics cannot follow a generic schema; its runtime contract is the schema's.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      Values,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const formId = useId();
  const [summary, setSummary] = useState<ErrorSummaryState>({ errors: [], focusKey: 0 });
  const values = useWatch({ control: form.control }) as Values;
  const errors = form.formState.errors as FieldErrors<Values>;

  const fieldId = (name: Name) => `${formId}-${String(name)}`;
  const errorKeyOf = (name: Name): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  function setFieldValue(name: Name, value: unknown) {
    form.setValue(name, value as PathValue<Values, Name>, { shouldDirty: true });
    // Editing clears the error that was shown (spec section 5); it is checked again on blur.
    form.clearErrors(name);
  }

  function leaveField(name: Name) {
    const value = form.getValues(name);
    if (typeof value === 'string' && value !== '' && isBlank(value)) {
      form.setValue(name, '' as PathValue<Values, Name>);
    }
    void form.trigger(name);
  }

  function common(name: Name) {
    return {
      id: fieldId(name),
      name: String(name),
      onBlur: () => leaveField(name),
      errorKey: errorKeyOf(name),
      errorMessages: messages,
      onDismissError: () => form.clearErrors(name),
    };
  }

  function summarize(failed: FieldErrors<Values>) {
    const list = Object.entries(failed as Record<string, { message?: unknown }>)
      .filter(([, error]) => typeof error?.message === 'string')
      .map(([name, error]) => ({
        fieldId: fieldId(name as Name),
        message: messages[error.message as string] ?? messages.pattern ?? String(error.message),
        prefixFieldName: !fieldErrorsAboutSeveralFields.has(error.message as string),
      }));
    setSummary((previous) => ({ errors: list, focusKey: previous.focusKey + 1 }));
  }

  return {
    /** The react-hook-form instance, for what the bindings do not cover. */
    form,
    isValid: schema.safeParse(values).success,
    isSubmitting: form.formState.isSubmitting,
    errorSummary: summary,

    /** Props for TextField, PasswordField, TextAreaField and SelectField. */
    inputField(name: Name): BoundInputProps {
      const value = form.getValues(name);
      return {
        ...common(name),
        value: typeof value === 'string' ? value : '',
        onChange: (event) => setFieldValue(name, event.currentTarget.value),
      };
    },

    /** Props for RadioGroup and DateField, whose onChange passes the value. */
    valueField<TValue = PathValue<Values, Name>>(name: Name): BoundValueProps<TValue> {
      return {
        ...common(name),
        value: form.getValues(name) as TValue,
        onChange: (value) => setFieldValue(name, value),
      };
    },

    /** Props for Checkbox. */
    checkboxField(name: Name): BoundCheckboxProps {
      return {
        ...common(name),
        checked: form.getValues(name) === true,
        onChange: (event) => setFieldValue(name, event.currentTarget.checked),
      };
    },

    /**
     * A submit handler: valid values go to `onValid`; otherwise every field shows its error and
     * the error summary is filled (and takes focus, through its focusKey).
     */
    submit(onValid: (values: z.output<TSchema>) => void | Promise<void>) {
      return (event?: FormEvent) =>
        form.handleSubmit(async (valid) => {
          setSummary((previous) => ({ ...previous, errors: [] }));
          await onValid(valid);
        }, summarize)(event);
    },

    /** Errors the server found, as error keys by field name (the same keys the schema uses). */
    applyServerErrors(serverErrors: Partial<Record<Name, string>>) {
      for (const [name, key] of Object.entries(serverErrors) as [Name, string][]) {
        form.setError(name, { type: 'server', message: key });
      }
      summarize({
        ...form.formState.errors,
        ...toFieldErrors(serverErrors),
      } as FieldErrors<Values>);
    },

    /** Clears the whole form's errors and summary (for example after a server message). */
    clearAllErrors() {
      form.clearErrors();
      setSummary((previous) => ({ ...previous, errors: [] }));
    },
  };
}

function toFieldErrors(serverErrors: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(serverErrors).map(([name, key]) => [name, { type: 'server', message: key }]),
  );
}

export type SchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>> = ReturnType<
  typeof useSchemaForm<TSchema>
>;
