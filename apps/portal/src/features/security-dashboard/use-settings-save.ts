import type { SecuritySettingsChangeOutcome } from '@portal/api/swr';
import { useState } from 'react';

/** What a section shows after its form was sent ('error': the change could not be sent at all). */
export type SettingsSaveOutcome = SecuritySettingsChangeOutcome | 'error';

/**
 * The part of a bound form (`useSchemaForm`) that a save needs: its fields' names come from
 * `Values`, so the service's field errors reach only fields the form has.
 */
type SettingsForm<Values extends Record<string, unknown>> = {
  applyServerErrors(errors: Partial<Record<Extract<keyof Values, string>, string>>): void;
  form: { reset(values: Values): void };
};

/**
 * The service's field errors (form field name to a catalogue key) that name one of the form's
 * fields; any other name is left out rather than set on a field the form does not have.
 */
export function fieldErrorsFor<Values extends Record<string, unknown>>(
  fields: Values,
  serverErrors: Readonly<Record<string, string>>,
): Partial<Record<Extract<keyof Values, string>, string>> {
  const errors: Partial<Record<Extract<keyof Values, string>, string>> = {};
  for (const [name, key] of Object.entries(serverErrors)) {
    if (isFieldOf(fields, name)) errors[name] = key;
  }
  return errors;
}

function isFieldOf<Values extends Record<string, unknown>>(
  fields: Values,
  name: string,
): name is Extract<keyof Values, string> {
  return Object.hasOwn(fields, name);
}

/**
 * The save flow of a security-settings section: sends the change, shows a refusal on its fields,
 * and, when `clearOnSave`, empties the form once saved (a saved password is not left in the
 * fields). `fields` are the form's empty values: its field names, and what a saved form resets to.
 * `save(request)` never throws; `outcome` is what `SettingsOutcome` shows.
 */
export function useSettingsSave<Values extends Record<string, unknown>, Request>(
  form: SettingsForm<Values>,
  change: (request: Request) => Promise<SecuritySettingsChangeOutcome>,
  { fields, clearOnSave }: { fields: Values; clearOnSave: boolean },
) {
  const [outcome, setOutcome] = useState<SettingsSaveOutcome | null>(null);

  async function save(request: Request) {
    setOutcome(null);
    try {
      const result = await change(request);
      setOutcome(result);
      if (result.kind === 'refused')
        form.applyServerErrors(fieldErrorsFor(fields, result.fieldErrors));
      if (result.kind === 'saved' && clearOnSave) form.form.reset(fields);
    } catch {
      setOutcome('error');
    }
  }

  return { outcome, save };
}
