import {
  type AriaAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
  useId,
  useMemo,
  useRef,
} from 'react';
import { mergeRefs } from '../internal/merge-refs';
import { describedBy } from './described-by';
import type { FieldErrorKeyProps, FieldErrorRowProps } from './FieldErrorRow';
import { type FieldWiringProps, splitFieldProps } from './field-wiring-props';
import { resolveFieldError } from './resolve-field-error';

/** The ids of one field's parts. The hint, error and status ids derive from the control's. */
export interface FieldIds {
  /** The app's `id`, else React's `useId` with a readable suffix: unique per field instance. */
  control: string;
  hint: string;
  error: string;
  /** A status the field adds itself (TextField's 'Valid email address.'). */
  status: string;
}

export interface UseFieldOptions<T extends HTMLElement>
  extends Omit<FieldErrorKeyProps, 'fallbackErrorMessage' | 'dismissErrorLabel'> {
  /** The app's id for the control; without one, an id is generated. */
  id?: string | undefined;
  /** The app's ref to the control, merged with the field's own. */
  ref?: Ref<T> | undefined;
  /** Ends a generated id (`«r1»-input`), so the DOM says what the id is for. */
  idSuffix: string;
  /** The control's `name`, for the development warning about an error key the catalogue lacks. */
  name: string;
  /** The field's hint; when it is empty the hint is not rendered, so it is not described. */
  hint?: ReactNode;
  /** The field renders a status (`ids.status`), read after the hint and before the error. */
  hasStatus?: boolean;
  /** The app's own `aria-describedby`: read first, before the field's descriptions. */
  'aria-describedby'?: string | undefined;
  /** The app's own `aria-invalid`, kept while the field shows no error. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  /** The component's default, from its `messages` object, when the app passes none. */
  fallbackErrorMessage: string;
  /** The component's default, from its `messages` object, when the app passes none. */
  dismissErrorLabel: string;
  /**
   * Where focus goes when the error's close button is pressed (the button disappears with the
   * error). Default: the control. A group returns one of its inputs, a date field a segment.
   */
  focusAfterDismiss?: (control: T) => HTMLElement | null | undefined;
}

/** What a component adds to its props when it calls `useField(props, config)`. */
export interface FieldConfig<T extends HTMLElement>
  extends Pick<UseFieldOptions<T>, 'idSuffix' | 'hasStatus' | 'focusAfterDismiss'> {
  /**
   * The component's `messages` object: its `fallbackErrorMessage` and `dismissErrorLabel` are the
   * defaults when the app passes none.
   */
  messages: Pick<UseFieldOptions<T>, 'fallbackErrorMessage' | 'dismissErrorLabel'>;
}

/** A field's props as the app passes them: the wiring's, the control's `name`, anything else. */
export type FieldComponentProps<T extends HTMLElement> = FieldWiringProps<T> & { name: string };

export interface FieldWiring<T extends HTMLElement> {
  ids: FieldIds;
  /** The hint as given; render it, with `hintProps`, only when it is not empty. */
  hint: ReactNode;
  /** The error's text, or `undefined` when the field shows no error. */
  errorMessage: string | undefined;
  /** For the field's root and its control: `invalid` while an error shows. */
  state: 'invalid' | 'idle';
  /** For the `<label>`: bound to the control. */
  labelProps: { htmlFor: string };
  /** For the hint (render it only when there is one: then it is described). */
  hintProps: { id: string };
  /** For the control: its id and ref, its descriptions (app's, hint, status, error), its state. */
  controlProps: {
    id: string;
    ref: RefCallback<T>;
    'aria-describedby': string | undefined;
    'aria-invalid': AriaAttributes['aria-invalid'];
    'data-state': 'invalid' | 'idle';
  };
  /** For `FieldErrorRow`; `undefined` when there is no error to show. */
  errorProps: FieldErrorRowProps | undefined;
}

/**
 * The wiring every field of the kit shares, as GOV.UK Frontend and the CMS design system wire
 * theirs: a `<label for>` bound to the control; hint and error with ids derived from the
 * control's (`-hint`, `-error`), which the control's `aria-describedby` names in reading order
 * (the app's own ids, the hint, a status, then the error); `aria-invalid="true"` only while an
 * error shows; an error key turned into text by the app's catalogue; and, when the error is
 * dismissed, focus put back in the field instead of falling to `<body>` (WCAG 2.4.3).
 */
export function useField<T extends HTMLElement, P extends FieldComponentProps<T>>(
  props: P,
  config: FieldConfig<T>,
): [field: FieldWiring<T>, otherProps: Omit<P, keyof FieldWiringProps<T>>];
/** The options one by one: the first form, for a field that computes one of them (DateField). */
export function useField<T extends HTMLElement>(options: UseFieldOptions<T>): FieldWiring<T>;
export function useField<T extends HTMLElement>(
  propsOrOptions: FieldComponentProps<T> | UseFieldOptions<T>,
  config?: FieldConfig<T>,
): FieldWiring<T> | [FieldWiring<T>, object] {
  const [options, otherProps] = fieldOptions(propsOrOptions, config);
  const field = useFieldWiring(options);
  return otherProps === undefined ? field : [field, otherProps];
}

/**
 * The hook's options from either form: as given, or made of a field's props and its component's
 * config; then also the props the control keeps (for `useField` and `useFieldGroup`).
 */
export function fieldOptions<T extends HTMLElement>(
  propsOrOptions: FieldComponentProps<T> | UseFieldOptions<T>,
  config: FieldConfig<T> | undefined,
): [UseFieldOptions<T>, object | undefined] {
  if (config === undefined) return [propsOrOptions as UseFieldOptions<T>, undefined];
  const { messages, ...wiringConfig } = config;
  const props = propsOrOptions as FieldComponentProps<T>;
  const [fieldProps, otherProps] = splitFieldProps<T, FieldComponentProps<T>>(props);
  const options: UseFieldOptions<T> = {
    ...wiringConfig,
    ...fieldProps,
    name: props.name,
    fallbackErrorMessage: fieldProps.fallbackErrorMessage ?? messages.fallbackErrorMessage,
    dismissErrorLabel: fieldProps.dismissErrorLabel ?? messages.dismissErrorLabel,
  };
  return [options, otherProps];
}

function useFieldWiring<T extends HTMLElement>({
  id,
  ref,
  idSuffix,
  name,
  hint,
  hasStatus = false,
  'aria-describedby': appDescribedBy,
  'aria-invalid': appInvalid,
  errorKey,
  errorMessages,
  fallbackErrorMessage,
  onDismissError,
  dismissErrorLabel,
  focusAfterDismiss,
}: UseFieldOptions<T>): FieldWiring<T> {
  const generatedId = useId();
  const control = id ?? `${generatedId}-${idSuffix}`;
  const ids: FieldIds = {
    control,
    hint: `${control}-hint`,
    error: `${control}-error`,
    status: `${control}-status`,
  };

  const controlRef = useRef<T>(null);
  // Stable across renders, so an app's callback ref is not detached and re-attached each render.
  const mergedRef = useMemo(() => mergeRefs(ref, controlRef), [ref]);

  const errorMessage = resolveFieldError({ errorKey, errorMessages, fallbackErrorMessage, name });
  const invalid = errorMessage !== undefined;
  const state = invalid ? 'invalid' : 'idle';

  function dismissError() {
    onDismissError?.();
    const element = controlRef.current;
    if (element === null) return;
    (focusAfterDismiss ? focusAfterDismiss(element) : element)?.focus();
  }

  return {
    ids,
    hint,
    errorMessage,
    state,
    labelProps: { htmlFor: control },
    hintProps: { id: ids.hint },
    controlProps: {
      id: control,
      ref: mergedRef,
      'aria-describedby': describedBy(
        appDescribedBy,
        Boolean(hint) && ids.hint,
        hasStatus && ids.status,
        invalid && ids.error,
      ),
      'aria-invalid': invalid ? true : appInvalid,
      'data-state': state,
    },
    errorProps: invalid
      ? {
          id: ids.error,
          message: errorMessage,
          onDismiss: onDismissError ? dismissError : undefined,
          dismissLabel: dismissErrorLabel,
        }
      : undefined,
  };
}
