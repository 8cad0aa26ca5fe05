import {
  type AccountCreationStep,
  type AddressStep,
  addressFormOf,
  branchOfServiceFormOf,
  type GetStartedVo,
  getStartedFormOf,
  personalInfoFormOf,
  type SponsorVo,
  type UserVo,
  type ZipCandidate,
} from '@portal/api/account-creation';
import type { FieldErrorKey } from '@portal/forms/catalogue';
import type { ProductFlag, StateCode } from '@portal/forms/code-lists';
import type { IsoDate } from '@portal/forms/dates';
import { needsBranchOfService } from '@portal/forms/rules';
import {
  createAddressSchema,
  createBranchOfServiceSchema,
  createGetStartedSchema,
  createPersonalInfoSchema,
  fieldErrorsOf,
} from '@portal/forms/schemas';
import { accountCatalogue, isKnownAgency } from './account-catalogue.js';
import type { DraftAnswers } from './draft-answers.js';
import { addressCheckOf } from './zip-check.js';

/*
 * Each step's check on the service: the wire object mapped to the @portal/forms form and parsed
 * with the step's own schema (the screen's), with the service's today and edition. A refusal is
 * the field errors by the form's field names, as the screen shows them.
 */

export interface StepContext {
  today: IsoDate;
  edition: ProductFlag;
}

export type FieldErrors = Record<string, FieldErrorKey>;

export type StepCheck<Change> =
  | { kind: 'valid'; change: Change }
  | {
      kind: 'invalid';
      fieldErrors: FieldErrors;
      residenceCandidates?: ZipCandidate[];
      mailingCandidates?: ZipCandidate[];
    }
  /** The step is not one this application takes (branch of service for a civilian). */
  | { kind: 'not-this-application'; nextStep: AccountCreationStep };

function invalid(fieldErrors: Record<string, string>): {
  kind: 'invalid';
  fieldErrors: FieldErrors;
} {
  return { kind: 'invalid', fieldErrors: fieldErrors as FieldErrors };
}

export function checkGetStarted(
  context: StepContext,
  vo: GetStartedVo,
): StepCheck<Pick<DraftAnswers, 'objGetStarted'>> {
  // The body names the edition it thinks it is on; the site called decides.
  if (vo.strProductNm !== context.edition) return invalid({ enrollingAs: 'enrollingAsNotOffered' });
  const schema = createGetStartedSchema({
    today: context.today,
    productLine: context.edition,
    isKnownAgency,
  });
  const result = schema.safeParse(getStartedFormOf(vo));
  if (!result.success) return invalid(fieldErrorsOf(result.error));
  // An agency is kept only for the kinds that name one.
  const agency = result.data.agencyCode ? vo.strAgencyCode : null;
  return { kind: 'valid', change: { objGetStarted: { ...vo, strAgencyCode: agency ?? null } } };
}

export function checkPersonalInfo(
  context: StepContext,
  answers: DraftAnswers,
  vo: UserVo,
  savedSsn: string | undefined,
): StepCheck<{ objUserVO: Omit<UserVo, 'strSSN'>; ssn: string }> {
  const schema = createPersonalInfoSchema({
    today: context.today,
    enrollingAs: answers.objGetStarted?.strEnrollingAs,
  });
  const result = schema.safeParse(personalInfoFormOf(vo, savedSsn));
  if (!result.success) return invalid(fieldErrorsOf(result.error));
  // Parsed with the saved SSN filled in (not `ssnSaved`), so one is always there once valid.
  const { ssn } = result.data;
  if (!ssn) return invalid({ ssn: 'required' });
  const { strSSN: _sent, ...withoutSsn } = vo;
  return { kind: 'valid', change: { objUserVO: withoutSsn, ssn } };
}

export function checkSponsor(
  context: StepContext,
  answers: DraftAnswers,
  vo: SponsorVo,
  savedSponsorSsn: string | undefined,
  nextStep: AccountCreationStep,
): StepCheck<{ objSponsorVO: Omit<SponsorVo, 'strSponsorSSN'>; sponsorSsn: string | null }> {
  const choice = answers.objGetStarted?.strEnrollingAs;
  if (!choice || !needsBranchOfService(choice)) return { kind: 'not-this-application', nextStep };
  return checkSponsorAnswers(context, { sponsorIsMember: choice === 'M' }, vo, savedSponsorSsn);
}

/**
 * The branch-of-service answers of a uniformed member: a draft's (above) or a signed-in member's
 * (sponsorProfileSavePoint), whose sponsor SSN may stay the one on file (`sponsorSsnSaved`: an
 * empty one then comes back as null).
 */
export function checkSponsorAnswers(
  context: StepContext,
  {
    sponsorIsMember,
    sponsorSsnSaved = false,
  }: { sponsorIsMember: boolean; sponsorSsnSaved?: boolean },
  vo: SponsorVo,
  savedSponsorSsn?: string,
): StepCheck<{ objSponsorVO: Omit<SponsorVo, 'strSponsorSSN'>; sponsorSsn: string | null }> {
  const schema = createBranchOfServiceSchema({
    today: context.today,
    sponsorIsMember,
    sponsorSsnSaved,
  });
  const result = schema.safeParse(branchOfServiceFormOf(vo, savedSponsorSsn));
  if (!result.success) return invalid(fieldErrorsOf(result.error));
  const { strSponsorSSN: _sent, ...withoutSsn } = vo;
  const identity = sponsorIsMember
    ? {
        strSponsorFirst_Nm: undefined,
        strSponsorLast_Nm: undefined,
        dtSponsorDOB: undefined,
      }
    : {};
  const sponsorSsn =
    'sponsorSsn' in result.data && result.data.sponsorSsn
      ? (result.data.sponsorSsn as string)
      : null;
  return {
    kind: 'valid',
    change: { objSponsorVO: { ...withoutSsn, ...identity }, sponsorSsn },
  };
}

export function checkAddress(
  context: StepContext,
  step: AddressStep,
): StepCheck<Pick<DraftAnswers, 'address'>> {
  const catalogue = accountCatalogue();
  const schema = createAddressSchema({
    isStateEligible: (state) => catalogue.isStateEligible(context.edition, state),
  });
  const form = addressFormOf(step);
  const result = schema.safeParse(form);
  if (!result.success) return invalid(fieldErrorsOf(result.error));
  const address = result.data;

  const residence = addressCheckOf(
    address.zip,
    address.state,
    address.keepResidenceAsEntered ?? false,
  );
  const separateMailing = address.mailingSameAsResidence === 'N';
  const mailing =
    separateMailing && address.mailingZip && address.mailingState
      ? addressCheckOf(
          address.mailingZip,
          address.mailingState as StateCode,
          address.keepMailingAsEntered ?? false,
        )
      : undefined;
  const fieldErrors: FieldErrors = {};
  if (residence.outcome === 'zipNotFound' || residence.outcome === 'zipStateMismatch') {
    fieldErrors.zip = residence.outcome;
  }
  if (mailing?.outcome === 'zipNotFound') fieldErrors.mailingZip = 'zipNotFound';
  if (mailing?.outcome === 'zipStateMismatch') fieldErrors.mailingZip = 'mailingZipStateMismatch';
  if (Object.keys(fieldErrors).length > 0) {
    return {
      kind: 'invalid',
      fieldErrors,
      residenceCandidates: residence.candidates,
      ...(mailing && { mailingCandidates: mailing.candidates }),
    };
  }
  const checkOf = (outcome: string) => (outcome === 'checked' ? ('V' as const) : ('I' as const));
  return {
    kind: 'valid',
    change: {
      address: {
        step: separateMailing ? step : { ...step, objMailAddressVO: null },
        residenceCheck: checkOf(residence.outcome),
        mailingCheck: mailing ? checkOf(mailing.outcome) : null,
      },
    },
  };
}
