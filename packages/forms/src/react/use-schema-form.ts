import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangeEvent,
  type FormEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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
import type { z } from 'zod/mini';
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

type Options<TSchema extends z.ZodMiniType<FieldValues, FieldValues>> = {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Turns error keys into text; the @portal/forms field catalogue unless an edition overrides it. */
  messages?: Readonly<Record<string, string>>;
};

/**
 * Binds a @portal/forms schema to the kit's fields (spec section 5 and architecture rule 6): an
 * error shows when a field is left and is cleared as soon as it is edited; whitespace-only values
 * are reset on blur; `isValid()` covers the whole schema, so a submit button can stay disabled while
 * the form is invalid; a failed submit fills the error summary; errors the server returns are
 * merged by field name.
 */
export function useSchemaForm<TSchema extends z.ZodMiniType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  messages = fieldErrorMessages,
}: Options<TSchema>) {
  type Values = z.input<TSchema>;
  type Name = Path<Values>;
  const formId = useId();
  // Read once, as the form first renders: in a prerendered page being hydrated, that is before
  // React sets the fields to the form's state and wipes what was typed while the script loaded.
  const [typedBeforeHydration] = useState(() => valuesTypedBeforeHydration(formId, defaultValues));
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
  const [summary, setSummary] = useState<ErrorSummaryState>({ errors: [], focusKey: 0 });
  useLayoutEffect(watchPointerPresses, []);
  const submits = useRef(0);
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

  // Put back after hydration, not as defaults: the first render must match the prerendered HTML,
  // whose attributes (a submit button's `disabled`) React does not correct while hydrating. Before
  // the browser paints, so what was typed never disappears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedBeforeHydration)) {
      setFieldValue(name as Name, value);
    }
  }, []);

  function leaveField(name: Name) {
    const value = form.getValues(name);
    if (typeof value === 'string' && value !== '' && isBlank(value)) {
      form.setValue(name, '' as PathValue<Values, Name>);
    }
    // Left by pressing something (a button, a radio): checked once the press is over. Checked
    // now, the field's error would appear between the press and the release, move what was
    // pressed away from the pointer and lose the click (no submit, no summary, no choice).
    // A submit meanwhile (the press was on its button) checks every field itself, and an error
    // set since (the service's answer to it) is newer than this check, which would clear it.
    const submitsBefore = submits.current;
    afterPointerPress(() => {
      if (submits.current === submitsBefore && !form.getFieldState(name).error) {
        void form.trigger(name);
      }
    });
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

  const isHydrated = useSyncExternalStore(neverChanges, inTheBrowser, inTheServersHtml);

  return {
    /** The react-hook-form instance, for what the bindings do not cover. */
    form,
    /**
     * Whether the whole form passes, checked when called (the sign-in page's button): a form that
     * never asks pays no parse per render, and a schema with an asynchronous rule (the credentials
     * page's common-password check) is parsed only by the resolver. Not for such a schema.
     */
    isValid(): boolean {
      return schema.safeParse(values).success;
    },
    /**
     * False in the HTML the server (or the prerender) writes and while the page hydrates, true
     * once the form's script runs it. Disable a submit button with it on a prerendered page: before
     * that, a click is the browser's own submit, a GET that puts every field in the address (and
     * the service's logs).
     */
    isHydrated,
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
      return (event?: FormEvent) => {
        submits.current += 1;
        return form.handleSubmit(async (valid) => {
          setSummary((previous) => ({ ...previous, errors: [] }));
          await onValid(valid);
        }, summarize)(event);
      };
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

/** Whether a pointer (mouse, finger, pen) is pressed on the page now, and who waits for it. */
const pointer = { pressed: false, watching: false, waiting: [] as (() => void)[] };

/** Follows presses on the whole page, once for every form (each field's blur reads it). */
function watchPointerPresses() {
  if (pointer.watching) return;
  pointer.watching = true;
  const released = () => {
    pointer.pressed = false;
    const waiting = pointer.waiting.splice(0);
    // After the click the release leads to, so the click lands where the member pressed.
    if (waiting.length === 0) return;
    setTimeout(() => {
      for (const run of waiting) run();
    }, 0);
  };
  document.addEventListener(
    'pointerdown',
    () => {
      pointer.pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** Runs `check` now, or when the pointer pressed now is let go. */
function afterPointerPress(check: () => void) {
  if (pointer.pressed) pointer.waiting.push(check);
  else check();
}

/**
 * What the member typed into the page's prerendered fields before the page hydrated, by field
 * name (the kit's ids are `${formId}-${name}`, the same on the server and in the browser; the
 * names are the default values' keys): a text field, text area or select whose value is no longer
 * the one the HTML gave it, a checkbox or a group of radios whose tick changed. Nothing outside a
 * browser, or for a form rendered in the browser (its fields are not on the page yet).
 */
function valuesTypedBeforeHydration(formId: string, defaults: unknown): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  if (typeof document === 'undefined' || defaults === null || typeof defaults !== 'object') {
    return typed;
  }
  for (const name of Object.keys(defaults)) {
    const field = document.getElementById(`${formId}-${name}`);
    const value = field ? typedValueOf(field) : undefined;
    if (value !== undefined) typed[name] = value;
  }
  return typed;
}

function typedValueOf(field: HTMLElement): string | boolean | undefined {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked !== field.defaultChecked ? field.checked : undefined;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue ? field.value : undefined;
  }
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? field.value : undefined;
  }
  // The kit's RadioGroup: the id is its fieldset's.
  const radios = [...field.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  if (radios.some((radio) => radio.checked !== radio.defaultChecked)) {
    return radios.find((radio) => radio.checked)?.value;
  }
  return undefined;
}

// useSyncExternalStore's server snapshot is read for the server's render and for hydration only.
const neverChanges = () => () => {};
const inTheBrowser = () => true;
const inTheServersHtml = () => false;

function toFieldErrors(serverErrors: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(serverErrors).map(([name, key]) => [name, { type: 'server', message: key }]),
  );
}

export type SchemaForm<TSchema extends z.ZodMiniType<FieldValues, FieldValues>> = ReturnType<
  typeof useSchemaForm<TSchema>
>;
