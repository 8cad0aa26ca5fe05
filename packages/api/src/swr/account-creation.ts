import type { ProductFlag } from '@portal/forms/code-lists';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import type {
  ContinueToAccountCreationResponse,
  DraftSaveAnswer,
  IntermediateProfileSaveRequest,
  SaveSponsorInfoRequest,
  ZipCandidate,
} from '../contracts/account-creation-contracts.js';
import type { AccountCreationStep } from '../contracts/account-creation-forms.js';
import type { Agency } from '../contracts/agency-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import type { ValidateZipCodeResponse } from '../contracts/zip-code-contract.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/*
 * Account creation with save and resume (issue 19): the draft the cookie names, each step's save,
 * and the look-ups the steps make. The credentials step's calls are in account-credentials.ts.
 *
 * Each call loads its contract when it is first made, as the API client itself is loaded
 * (apps/portal/src/api/deferred-api-client.ts): the contracts bring zod, and a step's page paints
 * and takes typing without them (docs/architecture.md section 8). The call is validated by the
 * same contract as before, on the way out and on the way back.
 */
const draftContracts = () => import('../contracts/account-creation-contracts.js');
const agencyContracts = () => import('../contracts/agency-contracts.js');
const zipContract = () => import('../contracts/zip-code-contract.js');

/** The saved application (continueToAccountCreation), or null when there is none (404). */
export type AccountDraft = NonNullable<ContinueToAccountCreationResponse['strReturnObject']>;

export const accountDraftKey = 'continueToAccountCreation';

export async function fetchAccountDraft(client: ApiClient): Promise<AccountDraft | null> {
  const answer = await client.call((await draftContracts()).continueToAccountCreationEndpoint, {});
  if (answer.returnCode === returnCodes.notFound) return null;
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/**
 * The visitor's application in progress: null when there is none. No request while `enabled` is
 * false (a prerendered page's first render, a signed-in member).
 */
export function useAccountDraft(enabled = true) {
  const client = useApiClient();
  return useSWR(enabled ? accountDraftKey : null, () => fetchAccountDraft(client), {
    revalidateOnFocus: false,
  });
}

/**
 * What became of a step's save: saved (go to `nextStep`); refused with field errors by the form's
 * field names (and, for an address, the ZIP candidates); no draft any more (start again); the
 * step does not belong to this application (`nextStep` says where it stands); too many requests;
 * or no answer.
 */
export type StepSaveOutcome =
  | { kind: 'saved'; nextStep: AccountCreationStep }
  | {
      kind: 'refused';
      fieldErrors: Record<string, string>;
      residenceCandidates: ZipCandidate[];
      mailingCandidates: ZipCandidate[];
      message: string | null;
      nextStep: AccountCreationStep | null;
    }
  | { kind: 'noDraft' }
  | { kind: 'tooManyRequests' }
  | { kind: 'unavailable' };

function saveOutcomeOf(answer: DraftSaveAnswer): StepSaveOutcome {
  const result = answer.strReturnObject;
  switch (answer.returnCode) {
    case returnCodes.success:
      return result?.strNextStep
        ? { kind: 'saved', nextStep: result.strNextStep }
        : { kind: 'unavailable' };
    case returnCodes.badRequest:
      return {
        kind: 'refused',
        fieldErrors: (result?.objFieldErrors ?? {}) as Record<string, string>,
        residenceCandidates: result?.liResidenceCandidates ?? [],
        mailingCandidates: result?.liMailingCandidates ?? [],
        message: result?.strMessage ?? null,
        nextStep: result?.strNextStep ?? null,
      };
    case returnCodes.notFound:
      return { kind: 'noDraft' };
    case returnCodes.tooManyRequests:
      return { kind: 'tooManyRequests' };
    default:
      return { kind: 'unavailable' };
  }
}

export async function saveAccountStep(
  client: ApiClient,
  request: IntermediateProfileSaveRequest,
): Promise<StepSaveOutcome> {
  try {
    return saveOutcomeOf(
      await client.call((await draftContracts()).intermediateProfileSaveEndpoint, request),
    );
  } catch {
    return { kind: 'unavailable' };
  }
}

export async function saveSponsorInfo(
  client: ApiClient,
  request: SaveSponsorInfoRequest,
): Promise<StepSaveOutcome> {
  try {
    return saveOutcomeOf(
      await client.call((await draftContracts()).saveSponsorInfoEndpoint, request),
    );
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Saves one step (intermediateProfileSave); `trigger(request)` never throws. */
export function useSaveAccountStep() {
  const client = useApiClient();
  return useSWRMutation(
    'intermediateProfileSave',
    (_key, { arg }: { arg: IntermediateProfileSaveRequest }) => saveAccountStep(client, arg),
  );
}

/** Saves the branch-of-service step (saveSponsorInfo); `trigger(request)` never throws. */
export function useSaveSponsorInfo() {
  const client = useApiClient();
  return useSWRMutation('saveSponsorInfo', (_key, { arg }: { arg: SaveSponsorInfoRequest }) =>
    saveSponsorInfo(client, arg),
  );
}

/** Start again: deletes the draft and its cookie. Resolves true when the service answered. */
export async function discardAccountDraft(client: ApiClient): Promise<boolean> {
  try {
    return (
      (await client.call((await draftContracts()).discardAccountDraftEndpoint, {})).returnCode ===
      returnCodes.success
    );
  } catch {
    return false;
  }
}

export function useDiscardAccountDraft() {
  const client = useApiClient();
  return useSWRMutation('discardAccountDraft', () => discardAccountDraft(client));
}

/** Who can enroll on this edition (fetchEmployeeList). */
export type EmployeeKind = NonNullable<Awaited<ReturnType<typeof fetchEmployeeKinds>>>[number];

export async function fetchEmployeeKinds(client: ApiClient, productFlag: ProductFlag) {
  const answer = await client.call((await agencyContracts()).fetchEmployeeListEndpoint, {
    strProductNm: productFlag,
  });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject.liEmployeeKinds;
}

export function useEmployeeKinds(productFlag: ProductFlag, enabled = true) {
  const client = useApiClient();
  return useSWR(enabled ? ['fetchEmployeeList', productFlag] : null, () =>
    fetchEmployeeKinds(client, productFlag),
  );
}

async function agencyListOf(
  answer: Promise<{ returnCode: number; strReturnObject: { liAgencies: Agency[] } | null }>,
) {
  const { returnCode, strReturnObject } = await answer;
  if (returnCode !== returnCodes.success || !strReturnObject) throw new AnswerError(returnCode);
  return strReturnObject.liAgencies;
}

/** The retirement systems that pay annuities (fetchAnnuityAgencyLists), when `enabled`. */
export function useAnnuityAgencies(enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? 'fetchAnnuityAgencyLists' : null, async () =>
    agencyListOf(client.call((await agencyContracts()).fetchAnnuityAgencyListsEndpoint, {})),
  );
}

/** Employing agencies matching `text` (agencySearch): no request under two characters. */
export function useAgencySearch(text: string) {
  const client = useApiClient();
  const query = text.trim();
  return useSWR(
    query.length >= 2 ? ['agencySearch', query] : null,
    async () =>
      agencyListOf(
        client.call((await agencyContracts()).agencySearchEndpoint, { strSearchText: query }),
      ),
    { keepPreviousData: true },
  );
}

/** One agency by its code (agencyLookUp): null when the list has no such code. */
export async function lookUpAgency(client: ApiClient, code: string): Promise<Agency | null> {
  const answer = await client.call((await agencyContracts()).agencyLookUpEndpoint, {
    strAgencyCode: code,
  });
  if (answer.returnCode === returnCodes.notFound) return null;
  if (answer.returnCode !== returnCodes.success) throw new AnswerError(answer.returnCode);
  return answer.strReturnObject?.objAgency ?? null;
}

export function useAgencyLookUp(code: string | null) {
  const client = useApiClient();
  return useSWR(code ? ['agencyLookUp', code] : null, () => lookUpAgency(client, code ?? ''));
}

/** The branches of the uniformed services (fetchBranchOfService). */
export function useBranchesOfService() {
  const client = useApiClient();
  return useSWR('fetchBranchOfService', async () => {
    const answer = await client.call((await draftContracts()).fetchBranchOfServiceEndpoint, {});
    if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
      throw new AnswerError(answer.returnCode);
    }
    return answer.strReturnObject.liBranches;
  });
}

/** The states the edition's product can be bought in (fetchStateEligibility). */
export function useStateEligibility(productFlag: ProductFlag) {
  const client = useApiClient();
  return useSWR(['fetchStateEligibility', productFlag], async () => {
    const answer = await client.call((await draftContracts()).fetchStateEligibilityEndpoint, {
      strProductNm: productFlag,
    });
    if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
      throw new AnswerError(answer.returnCode);
    }
    return answer.strReturnObject.liStates;
  });
}

/** The service's ZIP and state check (validateZipCode); null when it could not answer. */
export type ZipCheck = NonNullable<ValidateZipCodeResponse['strReturnObject']>;

export async function checkZipCode(
  client: ApiClient,
  zip: string,
  state: string,
): Promise<ZipCheck | null> {
  try {
    const answer = await client.call((await zipContract()).validateZipCodeEndpoint, {
      strZip: zip,
      strState: state as never,
    });
    return answer.returnCode === returnCodes.success ? answer.strReturnObject : null;
  } catch {
    return null;
  }
}

export function useZipCheck() {
  const client = useApiClient();
  return useSWRMutation(
    'validateZipCode',
    (_key, { arg }: { arg: { zip: string; state: string } }) =>
      checkZipCode(client, arg.zip, arg.state),
  );
}
