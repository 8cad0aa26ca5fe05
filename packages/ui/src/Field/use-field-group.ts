import type { AriaAttributes } from 'react';
import { type FieldWiring, type UseFieldOptions, useField } from './use-field';

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
export function useFieldGroup(options: UseFieldGroupOptions): FieldGroupWiring {
  const { controlProps, labelProps: _unused, ...field } = useField<HTMLFieldSetElement>(options);
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
