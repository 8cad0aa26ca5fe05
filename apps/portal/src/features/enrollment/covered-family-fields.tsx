import type { ProgramDependent } from '@portal/api/enrollment';
import type { BoundValueProps } from '@portal/forms/react';
import {
  Checkbox,
  checkboxMessages,
  FieldErrorRow,
  FieldHint,
  Stack,
  useFieldGroup,
} from '@portal/ui';
import { familyMemberName } from '../../family/family-member-name.js';
import * as styles from '../../styles/form-page.css.js';

/** The id of a family member's checkbox, so the page can give it focus after adding them. */
export function coveredPersonId(groupId: string, dependentId: string): string {
  return `${groupId}-${dependentId}`;
}

/**
 * Who the plan covers besides the member: one checkbox per family member, in a fieldset named by
 * its legend, with the group's error under the legend (GOV.UK's checkboxes, as the kit wires a
 * group: `useFieldGroup`). A family member who cannot be covered on the effective date is shown,
 * not offered: the box is disabled and its hint says why (`notCoverable`).
 */
export function CoveredFamilyFields({
  legend,
  hint,
  people,
  describe,
  binding,
}: {
  legend: string;
  hint: string;
  people: readonly ProgramDependent[];
  /** Each person's hint, and whether they can be chosen. */
  describe: (person: ProgramDependent) => { hint: string; coverable: boolean };
  /** The form's `coveredDependantIds`: the ids chosen. */
  binding: BoundValueProps<string[]>;
}) {
  const group = useFieldGroup({
    id: binding.id,
    idSuffix: 'checkboxes',
    name: binding.name,
    hint,
    errorKey: binding.errorKey,
    errorMessages: binding.errorMessages,
    onDismissError: binding.onDismissError,
    fallbackErrorMessage: checkboxMessages.fallbackErrorMessage,
    dismissErrorLabel: checkboxMessages.dismissErrorLabel,
    focusAfterDismiss: (fieldset) =>
      fieldset.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)'),
  });
  const chosen = binding.value ?? [];

  function toggle(dependentId: string, checked: boolean) {
    const others = chosen.filter((id) => id !== dependentId);
    binding.onChange(checked ? [...others, dependentId] : others);
  }

  return (
    <fieldset {...group.groupProps} className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {group.hint ? (
        <FieldHint {...group.hintProps} className={styles.hint}>
          {group.hint}
        </FieldHint>
      ) : null}
      {group.errorProps ? <FieldErrorRow {...group.errorProps} /> : null}
      <Stack gap={3}>
        {people.map((person) => {
          const { hint: personHint, coverable } = describe(person);
          return (
            <Checkbox
              key={person.strDependent_Id}
              id={coveredPersonId(binding.id, person.strDependent_Id)}
              name={binding.name}
              value={person.strDependent_Id}
              label={familyMemberName(person)}
              hint={personHint}
              checked={coverable && chosen.includes(person.strDependent_Id)}
              disabled={!coverable}
              aria-invalid={group.errorMessage !== undefined ? true : undefined}
              onChange={(event) => toggle(person.strDependent_Id, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
    </fieldset>
  );
}
