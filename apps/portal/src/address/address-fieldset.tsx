import { stateCodes } from '@portal/forms/code-lists';
import type { BoundInputProps } from '@portal/forms/react';
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH } from '@portal/forms/rules';
import { RadioGroup, SelectField, Stack, TextField } from '@portal/ui';
import * as styles from '../styles/form-page.css.js';
import * as ownStyles from './address.css.js';
import { addressFieldsCopy as copy } from './address-copy.js';
import { candidateLabel, keepAsEnteredChoice, type ZipCheckState } from './zip-check-state.js';

const stateOptions = Object.entries(stateCodes).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

export type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'zip';

/**
 * One US address (home or mailing) in a fieldset named by its legend, with the ZIP and state
 * check under the ZIP: a polite status line ('ZIP and state checked.', never 'verified': the
 * check proves the ZIP lies in the state, not the street) and, when they disagree, the candidates
 * to choose from or 'Keep what I entered'.
 */
export function AddressFieldset({
  legend,
  field,
  check,
  onZipLeft,
  onStateChanged,
  onChoose,
}: {
  legend: string;
  field: (part: AddressPart) => BoundInputProps;
  check: ZipCheckState;
  /** The member left the ZIP field: check it. */
  onZipLeft: () => void;
  onStateChanged: () => void;
  /** A candidate (its index as text) or 'keep' was chosen. */
  onChoose: (choice: string) => void;
}) {
  const zip = field('zip');
  const state = field('state');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <Stack gap={4}>
        <TextField
          label={copy.line1Label}
          {...field('line1')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          autoComplete="off"
          required
        />
        <TextField
          label={copy.line2Label}
          {...field('line2')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          autoComplete="off"
        />
        <TextField
          label={copy.cityLabel}
          {...field('city')}
          maxLength={CITY_MAX_LENGTH}
          autoComplete="off"
          required
        />
        <SelectField
          label={copy.stateLabel}
          {...state}
          onChange={(event) => {
            state.onChange(event);
            onStateChanged();
          }}
          options={stateOptions}
          required
        />
        <TextField
          label={copy.zipLabel}
          hint={copy.zipHint}
          {...zip}
          onBlur={() => {
            zip.onBlur();
            onZipLeft();
          }}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
        />
        <p role="status" className={ownStyles.statusLine}>
          {statusText(check)}
        </p>
        {check.status === 'mismatch' && (check.candidates.length > 0 || check.chosen === null) ? (
          <RadioGroup
            legend={copy.candidatesLegend}
            hint={check.notFound ? copy.notFoundHint : copy.candidatesHint}
            name={`${zip.name}-candidates`}
            options={[
              ...check.candidates.map((candidate, index) => ({
                value: String(index),
                label: candidateLabel(candidate),
              })),
              { value: keepAsEnteredChoice, label: copy.keepAsEntered },
            ]}
            value={check.chosen}
            onChange={onChoose}
          />
        ) : null}
      </Stack>
    </fieldset>
  );
}

function statusText(check: ZipCheckState): string {
  switch (check.status) {
    case 'checking':
      return copy.zipChecking;
    case 'checked':
      return copy.zipChecked;
    case 'mismatch':
      if (check.chosen === keepAsEnteredChoice) return copy.keptAsEntered;
      return check.chosen === null ? '' : copy.zipChecked;
    default:
      return '';
  }
}
