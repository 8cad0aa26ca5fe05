import type { AriaAttributes, ReactNode, Ref } from 'react';
import type { FieldErrorKeyProps } from './FieldErrorRow';

/**
 * The props of a field that its wiring (`useField`) reads, as the app passes them to the
 * component. The one list of them: a new field-level prop is added here and in `useField`, and
 * every field of the kit takes it without naming it.
 */
export interface FieldWiringProps<T extends HTMLElement> extends FieldErrorKeyProps {
  /** The app's id for the control; without one, an id is generated. */
  id?: string | undefined;
  /** The app's ref to the control, merged with the field's own. */
  ref?: Ref<T> | undefined;
  /** The field's hint; when it is empty the hint is not rendered, so it is not described. */
  hint?: ReactNode;
  /** The app's own `aria-describedby`: read first, before the field's descriptions. */
  'aria-describedby'?: string | undefined;
  /** The app's own `aria-invalid`, kept while the field shows no error. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/** The wiring's props by name; being a `Record` of every key, it cannot miss one. */
const wiringPropNames: Record<keyof FieldWiringProps<HTMLElement>, true> = {
  id: true,
  ref: true,
  hint: true,
  'aria-describedby': true,
  'aria-invalid': true,
  errorKey: true,
  errorMessages: true,
  fallbackErrorMessage: true,
  onDismissError: true,
  dismissErrorLabel: true,
};

/**
 * Splits a field's props into those its wiring reads and the rest, which go to the control (or,
 * for a group, to its `<fieldset>`), in the order the app gave them. `name` stays with the rest:
 * the control carries it too.
 */
export function splitFieldProps<T extends HTMLElement, P extends FieldWiringProps<T>>(
  props: P,
): [FieldWiringProps<T>, Omit<P, keyof FieldWiringProps<T>>] {
  const wiring: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.hasOwn(wiringPropNames, key)) wiring[key] = value;
    else rest[key] = value;
  }
  return [wiring as FieldWiringProps<T>, rest as Omit<P, keyof FieldWiringProps<T>>];
}
