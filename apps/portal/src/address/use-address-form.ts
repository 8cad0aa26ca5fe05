import type { ZipCandidate } from '@portal/api/account-creation';
import { useStateEligibility, useZipCheck } from '@portal/api/swr';
import type { StateCode } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { isZipCode } from '@portal/forms/rules';
import { createAddressSchema } from '@portal/forms/schemas';
import { useMemo, useState } from 'react';
import { useEdition } from '../editions/edition-context.js';
import type { AddressPart } from './address-fieldset.js';
import type { AddressValues } from './address-values.js';
import {
  keepAsEnteredChoice,
  savedZipCheckState,
  type ZipCheckState,
  zipCheckStateOf,
} from './zip-check-state.js';

export type AddressWhich = 'residence' | 'mailing';

const fieldNames = {
  residence: {
    line1: 'addressLine1',
    line2: 'addressLine2',
    city: 'city',
    state: 'state',
    zip: 'zip',
  },
  mailing: {
    line1: 'mailingAddressLine1',
    line2: 'mailingAddressLine2',
    city: 'mailingCity',
    state: 'mailingState',
    zip: 'mailingZip',
  },
} as const satisfies Record<AddressWhich, Record<AddressPart, keyof AddressValues>>;

const keepField = {
  residence: 'keepResidenceAsEntered',
  mailing: 'keepMailingAsEntered',
} as const satisfies Record<AddressWhich, keyof AddressValues>;

/** What the service said when it refused an address (EditEnrolleeAddress, the draft's save). */
export type AddressRefusal = {
  fieldErrors: Record<string, string>;
  residenceCandidates: ZipCandidate[];
  mailingCandidates: ZipCandidate[];
};

/**
 * The form of one home address and, unless the same, one mailing address, with the ZIP and state
 * check of each (validateZipCode, as the member leaves the ZIP field or changes the state): when
 * they disagree, up to 10 places are offered, or 'Keep what I entered' (saved as unchecked). In MP
 * a state where the product is not sold is refused with the spec's message. Account creation's
 * address step and My profile's addresses both use it, with AddressFields.
 */
export function useAddressForm(initialValues: AddressValues) {
  const edition = useEdition();
  const eligibility = useStateEligibility(edition.productFlag);
  const schema = useMemo(() => {
    const ineligible = new Set(
      (eligibility.data ?? [])
        .filter((state) => state.strEligible === 'N')
        .map((state) => state.strState),
    );
    return createAddressSchema({ isStateEligible: (state: StateCode) => !ineligible.has(state) });
  }, [eligibility.data]);
  // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
  const form = useSchemaForm({ schema, defaultValues: initialValues as never });
  const zipCheck = useZipCheck();
  const [checks, setChecks] = useState<Record<AddressWhich, ZipCheckState>>(() => ({
    residence: savedZipCheckState(
      initialValues.keepResidenceAsEntered === true,
      initialValues.zip !== '',
    ),
    mailing: savedZipCheckState(
      initialValues.keepMailingAsEntered === true,
      initialValues.mailingZip !== '',
    ),
  }));
  const setCheck = (which: AddressWhich, check: ZipCheckState) =>
    setChecks((previous) => ({ ...previous, [which]: check }));

  function value(name: keyof AddressValues): string {
    const current = form.form.getValues(name as never) as unknown;
    return typeof current === 'string' ? current : '';
  }

  async function checkZip(which: AddressWhich) {
    const names = fieldNames[which];
    const zip = value(names.zip).trim();
    const state = value(names.state);
    // The member changed the address: what they chose to keep no longer applies.
    form.form.setValue(keepField[which] as never, false as never);
    if (!isZipCode(zip) || state === '') {
      setCheck(which, { status: 'idle' });
      return;
    }
    setCheck(which, { status: 'checking' });
    setCheck(which, zipCheckStateOf(await zipCheck.trigger({ zip, state })));
  }

  function choose(which: AddressWhich, choice: string) {
    const check = checks[which];
    if (check.status !== 'mismatch') return;
    const names = fieldNames[which];
    const candidate = check.candidates[Number(choice)];
    if (choice !== keepAsEnteredChoice && candidate) {
      form.form.setValue(names.city as never, candidate.strCity as never, { shouldDirty: true });
      form.form.setValue(names.state as never, candidate.strState as never, { shouldDirty: true });
      form.form.setValue(names.zip as never, candidate.strZip as never, { shouldDirty: true });
      form.form.clearErrors([names.city, names.state, names.zip] as never);
    } else {
      form.form.clearErrors(names.zip as never);
    }
    form.form.setValue(keepField[which] as never, (choice === keepAsEnteredChoice) as never);
    setCheck(which, { ...check, chosen: choice });
  }

  /** The service refused the address: its candidates under each ZIP, its errors on the fields. */
  function applyRefusal(refusal: AddressRefusal) {
    if (refusal.residenceCandidates.length > 0 || refusal.fieldErrors.zip) {
      setCheck('residence', mismatchOf(refusal.fieldErrors.zip, refusal.residenceCandidates));
    }
    if (refusal.mailingCandidates.length > 0 || refusal.fieldErrors.mailingZip) {
      setCheck('mailing', mismatchOf(refusal.fieldErrors.mailingZip, refusal.mailingCandidates));
    }
    form.applyServerErrors(refusal.fieldErrors as never);
  }

  const fieldOf = (which: AddressWhich) => (part: AddressPart) =>
    form.inputField(fieldNames[which][part] as never);

  return {
    form,
    checks,
    checkZip,
    choose,
    applyRefusal,
    fieldOf,
    separateMailing: (form.form.watch('mailingSameAsResidence' as never) as unknown) === 'N',
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;

function mismatchOf(errorKey: string | undefined, candidates: ZipCandidate[]): ZipCheckState {
  return { status: 'mismatch', notFound: errorKey === 'zipNotFound', candidates, chosen: null };
}
