import type { AriaAttributes } from 'react';
import type { FieldWiringProps } from './field-wiring-props';
import {
  type FieldComponentProps,
  type FieldConfig,
  type FieldWiring,
  fieldOptions,
  type UseFieldOptions,
  useField,
} from './use-field';

/**
 * The wiring's props but `aria-invalid`: the group sets it on its choices, and an app's own stays
 * with the fieldset's other props, as it always has.
 */
type GroupWiringProp = Exclude<keyof FieldWiringProps<HTMLFieldSetElement>, 'aria-invalid'>;

export type UseFieldGroupOptions = Omit<
  UseFieldOptions<HTMLFieldSetElement>,
  'aria-invalid' | 'hasStatus'
>;

/** The wiring of one choice in a group (a radio, a checkbox of a group). */
export interface FieldGroupItemWiring {
  /** For the choice's `<label>`. */
  labelProps: { htmlFor: string };
  /** For the choice's own hint, if it has one. */
  hintProps: { id: string };
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': AriaAttributes['aria-invalid'];
    'data-state': 'invalid' | 'idle';
  };
}

export interface FieldGroupWiring
  extends Omit<FieldWiring<HTMLFieldSetElement>, 'controlProps' | 'labelProps'> {
  /** For the `<fieldset>`, which its `<legend>` names: id, ref, descriptions (hint, then error). */
  groupProps: Omit<FieldWiring<HTMLFieldSetElement>['controlProps'], 'aria-invalid'>;
  /** The wiring of the choice at `index`; `hasHint` when that choice has a hint of its own. */
  item: (index: number, hasHint: boolean) => FieldGroupItemWiring;
}

/**
 * `useField` for a group of choices in a `<fieldset>` (one question, several inputs), as GOV.UK
 * Frontend wires radios and checkboxes: the legend names the group; the fieldset's
 * `aria-describedby` names the hint and then the error, which are shown once, under the legend, so
 * a screen reader reads them on entering the group; each choice is described by its own hint only.
 * `aria-invalid` goes on every choice while an error shows (the CMS design system's choice list),
 * where a screen reader announces it as each input gets focus; not on the fieldset, because ARIA
 * 1.2 deprecates it on the `group` role.
 */
export function useFieldGroup<P extends FieldComponentProps<HTMLFieldSetElement>>(
  props: P,
  config: Omit<FieldConfig<HTMLFieldSetElement>, 'hasStatus'>,
): [group: FieldGroupWiring, otherProps: Omit<P, GroupWiringProp>];
/** The options one by one, as `useField`'s first form. */
export function useFieldGroup(options: UseFieldGroupOptions): FieldGroupWiring;
export function useFieldGroup(
  propsOrOptions: FieldComponentProps<HTMLFieldSetElement> | UseFieldGroupOptions,
  config?: Omit<FieldConfig<HTMLFieldSetElement>, 'hasStatus'>,
): FieldGroupWiring | [FieldGroupWiring, object] {
  const [{ 'aria-invalid': appInvalid, ...options }, otherProps] = fieldOptions(
    propsOrOptions,
    config,
  );
  const group = groupWiring(useField<HTMLFieldSetElement>(options));
  // The wiring does not read the app's own aria-invalid: it stays with the fieldset's props.
  return otherProps === undefined ? group : [group, { ...otherProps, 'aria-invalid': appInvalid }];
}

/** The field's wiring spread over a fieldset and its choices. */
function groupWiring({
  controlProps,
  labelProps: _unused,
  ...field
}: FieldWiring<HTMLFieldSetElement>): FieldGroupWiring {
  const { 'aria-invalid': _groupInvalid, ...groupProps } = controlProps;
  return {
    ...field,
    groupProps,
    item: (index, hasHint) => {
      const id = `${field.ids.control}-${index}`;
      const hintId = `${id}-hint`;
      return {
        labelProps: { htmlFor: id },
        hintProps: { id: hintId },
        controlProps: {
          id,
          'aria-describedby': hasHint ? hintId : undefined,
          'aria-invalid': field.errorMessage !== undefined ? true : undefined,
          'data-state': field.state,
        },
      };
    },
  };
}
