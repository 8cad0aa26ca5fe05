import type { Agency } from '@portal/api/account-creation';
import { useAgencyLookUp, useAgencySearch, useAnnuityAgencies } from '@portal/api/swr';
import type { BoundInputProps, BoundValueProps } from '@portal/forms/react';
import { RadioGroup, SelectField, Stack, TextField } from '@portal/ui';
import { useId, useState } from 'react';
import { getStartedCopy as copy } from './account-creation-copy.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** How long typing must pause before the agency search asks the service. */
const searchDelayMs = 300;

/**
 * The employing agency (employees and postal employees): a search by name or code (agencySearch,
 * debounced) whose matches are the choices of a radio group, the field the form keeps. A code
 * already chosen (resumed, or chosen before a new search) stays offered, named by agencyLookUp.
 * How many match is said in a polite live region.
 */
export function EmployingAgencyField({ field }: { field: BoundValueProps<string> }) {
  const [text, setText] = useState('');
  const searchId = useId();
  const query = useDebouncedValue(text.trim(), searchDelayMs);
  const search = useAgencySearch(query);
  const chosen = useAgencyLookUp(field.value || null);
  const matches = query.length >= 2 ? (search.data ?? []) : [];
  const options = withChosen(matches, chosen.data ?? null).map((agency) => ({
    value: agency.strAgencyCode,
    label: `${agency.strAgencyName} (${agency.strAgencyCode})`,
  }));
  const searched = query.length >= 2 && search.data !== undefined;

  return (
    <Stack gap={3}>
      <TextField
        id={searchId}
        name="agencySearch"
        label={copy.agencySearchLabel}
        hint={copy.agencySearchHint}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
      />
      <p role="status">
        {searched
          ? matches.length === 0
            ? copy.agencyNoMatch(query)
            : copy.agencyMatches(matches.length)
          : null}
      </p>
      {options.length > 0 || field.errorKey ? (
        <RadioGroup legend={copy.agencyLegend} {...field} options={options} required />
      ) : null}
    </Stack>
  );
}

function withChosen(matches: readonly Agency[], chosen: Agency | null): Agency[] {
  if (!chosen || matches.some((agency) => agency.strAgencyCode === chosen.strAgencyCode)) {
    return [...matches];
  }
  return [chosen, ...matches];
}

/** The retirement system paying the annuity (annuitants and survivors): fetchAnnuityAgencyLists. */
export function AnnuityAgencyField({ field }: { field: BoundInputProps }) {
  const agencies = useAnnuityAgencies(true);
  const options = (agencies.data ?? []).map((agency) => ({
    value: agency.strAgencyCode,
    label: agency.strAgencyName,
  }));
  return <SelectField label={copy.annuityAgencyLabel} {...field} options={options} required />;
}
