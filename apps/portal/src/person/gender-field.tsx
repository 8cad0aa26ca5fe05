import { genders, optionsOf } from '@portal/forms/code-lists';
import { RadioGroup } from '@portal/ui';
import { personFieldsCopy as copy } from './person-fields-copy.js';
import type { ValueFieldsOf } from './person-form.js';

/** A person's gender, the form's `gender`: the code list's choices side by side. */
export function GenderField({ form }: { form: ValueFieldsOf<'gender'> }) {
  return (
    <RadioGroup
      legend={copy.genderLegend}
      {...form.valueField<string>('gender')}
      options={optionsOf(genders)}
      orientation="horizontal"
      required
    />
  );
}
