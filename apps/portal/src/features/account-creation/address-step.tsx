import type {
  AccountCreationStep,
  AddressStep as AddressStepRequest,
  ZipCandidate,
} from '@portal/api/account-creation';
import { useStateEligibility, useZipCheck } from '@portal/api/swr';
import type { StateCode } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { isZipCode } from '@portal/forms/rules';
import { type AddressForm, createAddressSchema } from '@portal/forms/schemas';
import { Checkbox } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useEdition } from '../../editions/edition-context.js';
import { addressCopy as copy } from './account-creation-copy.js';
import { AddressFieldset, type AddressPart } from './address-fieldset.js';
import { type AddressValues, addressStepOf } from './draft-values.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { type SaveStep, useStepSave } from './use-step-save.js';
import {
  keepAsEnteredChoice,
  savedZipCheckState,
  type ZipCheckState,
  zipCheckStateOf,
} from './zip-check-state.js';

type Which = 'residence' | 'mailing';

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
} as const satisfies Record<Which, Record<AddressPart, keyof AddressValues>>;

const keepField = {
  residence: 'keepResidenceAsEntered',
  mailing: 'keepMailingAsEntered',
} as const satisfies Record<Which, keyof AddressValues>;

/**
 * The address step (address-dvc; reusable for a member whose address needs completing or fixing,
 * login codes 22, 23 and 29): the home address and, unless the same, the mailing address. Each ZIP
 * is checked against its state by the service's own check (validateZipCode) as the member leaves
 * the field; when they disagree, up to 10 places are offered, or 'Keep what I entered' (saved as
 * unchecked, strKeepAsEntered). In MP a state where the product is not sold is refused with the
 * spec's message. The saved values and the save come from outside.
 */
export function AddressStep({
  initialValues,
  frame,
  save,
  onSaved,
}: {
  initialValues: AddressValues;
  frame: StepFrame;
  save: SaveStep<AddressStepRequest>;
  onSaved: (next: AccountCreationStep) => Promise<void> | void;
}) {
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
  const [checks, setChecks] = useState<Record<Which, ZipCheckState>>(() => ({
    residence: savedZipCheckState(
      initialValues.keepResidenceAsEntered === true,
      initialValues.zip !== '',
    ),
    mailing: savedZipCheckState(
      initialValues.keepMailingAsEntered === true,
      initialValues.mailingZip !== '',
    ),
  }));
  const setCheck = (which: Which, check: ZipCheckState) =>
    setChecks((previous) => ({ ...previous, [which]: check }));
  const { problem, run } = useStepSave({
    save,
    onSaved,
    onRefused: (refusal) => {
      if (refusal.residenceCandidates.length > 0 || refusal.fieldErrors.zip) {
        setCheck('residence', mismatchOf(refusal.fieldErrors.zip, refusal.residenceCandidates));
      }
      if (refusal.mailingCandidates.length > 0 || refusal.fieldErrors.mailingZip) {
        setCheck('mailing', mismatchOf(refusal.fieldErrors.mailingZip, refusal.mailingCandidates));
      }
      form.applyServerErrors(refusal.fieldErrors as never);
    },
  });
  const separateMailing = form.form.watch('mailingSameAsResidence') === 'N';

  function value(name: keyof AddressValues): string {
    const current = form.form.getValues(name as never) as unknown;
    return typeof current === 'string' ? current : '';
  }

  async function checkZip(which: Which) {
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

  function choose(which: Which, choice: string) {
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

  const fieldOf = (which: Which) => (part: AddressPart) =>
    form.inputField(fieldNames[which][part] as never);

  return (
    <StepQuestionPage
      frame={frame}
      stepKey="ADDRESS"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      onSubmit={form.submit((values: AddressForm) => run(addressStepOf(values)))}
    >
      <AddressFieldset
        legend={copy.residenceLegend}
        field={fieldOf('residence')}
        check={checks.residence}
        onZipLeft={() => void checkZip('residence')}
        onStateChanged={() => void checkZip('residence')}
        onChoose={(choice) => choose('residence', choice)}
      />
      <Checkbox
        label={copy.mailingSame}
        name="mailingSameAsResidence"
        checked={!separateMailing}
        onChange={(event) =>
          form.form.setValue(
            'mailingSameAsResidence' as never,
            (event.currentTarget.checked ? 'Y' : 'N') as never,
            { shouldDirty: true },
          )
        }
      />
      {separateMailing ? (
        <AddressFieldset
          legend={copy.mailingLegend}
          field={fieldOf('mailing')}
          check={checks.mailing}
          onZipLeft={() => void checkZip('mailing')}
          onStateChanged={() => void checkZip('mailing')}
          onChoose={(choice) => choose('mailing', choice)}
        />
      ) : null}
    </StepQuestionPage>
  );
}

function mismatchOf(errorKey: string | undefined, candidates: ZipCandidate[]): ZipCheckState {
  return { status: 'mismatch', notFound: errorKey === 'zipNotFound', candidates, chosen: null };
}
