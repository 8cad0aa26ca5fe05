import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import type { ZipCandidate } from '../contracts/account-creation-contracts.js';
import type { AddressStep, SponsorVo } from '../contracts/account-creation-forms.js';
import { returnCodes } from '../contracts/codes.js';
import {
  type CompleteProfileSaveAnswer,
  type CompleteProfileStep,
  type ContinueFromCompleteProfileResponse,
  continueFromCompleteProfileEndpoint,
  editEnrolleeAddressEndpoint,
  type SavesEditenrolleeDetailsRequest,
  savesEditenrolleeDetailsEndpoint,
  sponsorProfileSavePointEndpoint,
} from '../contracts/complete-profile-contracts.js';
import type { ProfileCompletion } from '../contracts/signed-in-schemas.js';
import type { User } from '../contracts/user-schema.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/*
 * A signed-in member completing the profile (issue 19; spec section 7: continueFromCompleteProfile,
 * sponsorProfileSavePoint, EditEnrolleeAddress): the account-creation steps' signed-in data source.
 */

export type CompleteProfileState = NonNullable<
  ContinueFromCompleteProfileResponse['strReturnObject']
>;

export function completeProfileKey(memberId: string) {
  return ['continueFromCompleteProfile', memberId] as const;
}

export async function fetchCompleteProfile(
  client: ApiClient,
  memberId: string,
): Promise<CompleteProfileState> {
  const answer = await client.call(continueFromCompleteProfileEndpoint, { strMember_Id: memberId });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** What is left and what is saved; no request while memberId is null (not signed in). */
export function useCompleteProfile(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? completeProfileKey(memberId) : null, () =>
    fetchCompleteProfile(client, memberId ?? ''),
  );
}

/** Where the member stands after a save: the app session takes the user and flags from it. */
export type ProfileStanding = {
  forwardCode: number;
  nextStep: CompleteProfileStep | null;
  profileCompletion: ProfileCompletion;
  user: User;
};

export type CompleteProfileSaveOutcome =
  | { kind: 'saved'; standing: ProfileStanding }
  /** Refused by a rule: field errors by the form's names, ZIP candidates for each address. */
  | {
      kind: 'invalid';
      fieldErrors: Record<string, string>;
      residenceCandidates: ZipCandidate[];
      mailingCandidates: ZipCandidate[];
    }
  /** Not this member's step (branch of service for a civilian), with the service's words. */
  | { kind: 'refused'; message: string | null }
  /** The session ended (401): sign in again. */
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

function saveOutcomeOf(answer: CompleteProfileSaveAnswer): CompleteProfileSaveOutcome {
  const result = answer.strReturnObject;
  if (
    answer.returnCode === returnCodes.success &&
    result?.objuservo &&
    result.objProfileCompletion
  ) {
    return {
      kind: 'saved',
      standing: {
        forwardCode: result.lnForwardCode ?? 31,
        nextStep: result.strNextStep ?? null,
        profileCompletion: result.objProfileCompletion,
        user: result.objuservo,
      },
    };
  }
  if (answer.returnCode === returnCodes.badRequest && result?.objFieldErrors) {
    return {
      kind: 'invalid',
      fieldErrors: result.objFieldErrors,
      residenceCandidates: result.liResidenceCandidates ?? [],
      mailingCandidates: result.liMailingCandidates ?? [],
    };
  }
  if (answer.returnCode === returnCodes.badRequest) {
    return { kind: 'refused', message: result?.strMessage ?? null };
  }
  if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
  return { kind: 'unavailable' };
}

export async function saveMemberAddresses(
  client: ApiClient,
  memberId: string,
  step: AddressStep,
): Promise<CompleteProfileSaveOutcome> {
  try {
    return saveOutcomeOf(
      await client.call(editEnrolleeAddressEndpoint, { strMember_Id: memberId, ...step }),
    );
  } catch {
    return { kind: 'unavailable' };
  }
}

export async function saveMemberSponsor(
  client: ApiClient,
  memberId: string,
  sponsor: SponsorVo,
): Promise<CompleteProfileSaveOutcome> {
  try {
    return saveOutcomeOf(
      await client.call(sponsorProfileSavePointEndpoint, {
        strMember_Id: memberId,
        objSponsorVO: sponsor,
      }),
    );
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Login code 18: the date of birth and SSN of a member who has none. */
export async function saveMemberIdentity(
  client: ApiClient,
  memberId: string,
  identity: Omit<SavesEditenrolleeDetailsRequest, 'strMember_Id'>,
): Promise<CompleteProfileSaveOutcome> {
  try {
    return saveOutcomeOf(
      await client.call(savesEditenrolleeDetailsEndpoint, { strMember_Id: memberId, ...identity }),
    );
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Saves the date of birth and SSN; `trigger(identity)` never throws. */
export function useSaveMemberIdentity(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(
    completeProfileKey(memberId),
    (_key, { arg }: { arg: Omit<SavesEditenrolleeDetailsRequest, 'strMember_Id'> }) =>
      saveMemberIdentity(client, memberId, arg),
  );
}

/** Saves the addresses; `trigger(step)` never throws. What is saved is read again after. */
export function useSaveMemberAddresses(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(completeProfileKey(memberId), (_key, { arg }: { arg: AddressStep }) =>
    saveMemberAddresses(client, memberId, arg),
  );
}

/** Saves the branch of service; `trigger(sponsor)` never throws. */
export function useSaveMemberSponsor(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(completeProfileKey(memberId), (_key, { arg }: { arg: SponsorVo }) =>
    saveMemberSponsor(client, memberId, arg),
  );
}
