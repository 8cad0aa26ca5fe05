import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod/mini';
import type { ApiClient } from '../client/api-client.js';
import type { ZipCandidate } from '../contracts/account-creation-contracts.js';
import type { AddressStep } from '../contracts/account-creation-forms.js';
import { returnCodes } from '../contracts/codes.js';
import { editEnrolleeAddressEndpoint } from '../contracts/complete-profile-contracts.js';
import type { Endpoint } from '../contracts/endpoint.js';
import {
  fetchUserProfileDetailsEndpoint,
  type ProfileChangeAnswer,
  type profileChangeAnswerSchema,
  type UpdateBranchOfServicesRequest,
  type UpdateMarketingPreferencesRequest,
  type UpdateNotificationPreferenceRequest,
  type UpdateProfileEmailsRequest,
  type UpdateProfilePhonesRequest,
  type UpdateSponsorDetailsRequest,
  type UserProfile,
  updateBranchOfServicesEndpoint,
  updateMarketingPreferencesEndpoint,
  updateNotificationPreferenceEndpoint,
  updateProfileEmailsEndpoint,
  updateProfilePhonesEndpoint,
  updateSponsorDetailsEndpoint,
} from '../contracts/profile-contracts.js';
import { myAlertsKey } from './alerts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/*
 * My profile (issue 22; spec section 7: fetchUserProfileDetails, updateSponsorDetails,
 * updateBranchOfServices; ours for the other sections). Each section saves alone; a save answers
 * the whole profile as it is now, which becomes the cache, and the alerts are read again (fixing a
 * flagged email resolves its alert). The addresses save with EditEnrolleeAddress, the call of the
 * incomplete profile, through useSaveProfileAddresses, whose outcome adds the ZIP candidates.
 */

export function userProfileKey(memberId: string) {
  return ['fetchUserProfileDetails', memberId] as const;
}

export async function fetchUserProfile(client: ApiClient, memberId: string): Promise<UserProfile> {
  const answer = await client.call(fetchUserProfileDetailsEndpoint, { strMember_Id: memberId });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** The profile, every section; no request while memberId is null (not signed in). */
export function useUserProfile(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? userProfileKey(memberId) : null, () =>
    fetchUserProfile(client, memberId ?? ''),
  );
}

/** The outcome of saving one section. A section's save never throws. */
export type ProfileChangeOutcome =
  | { kind: 'saved'; profile: UserProfile }
  /** Refused by a rule: field error keys by the form's field names; nothing was saved. */
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  /** Confirm it's you (useReauthenticate), then save again; nothing was saved. */
  | { kind: 'reauthRequired' }
  /** Not this member's section (a sponsor for a member who has none), with the service's words. */
  | { kind: 'refused'; message: string | null }
  /** The session ended (401): sign in again. */
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

export function profileChangeOutcomeOf(answer: ProfileChangeAnswer): ProfileChangeOutcome {
  const result = answer.strReturnObject;
  if (answer.returnCode === returnCodes.success && result?.objProfile) {
    return { kind: 'saved', profile: result.objProfile };
  }
  if (answer.returnCode === returnCodes.badRequest) {
    if (result?.strReauthRequired === 'Y') return { kind: 'reauthRequired' };
    if (result?.objFieldErrors) return { kind: 'invalid', fieldErrors: result.objFieldErrors };
    return { kind: 'refused', message: result?.strMessage ?? null };
  }
  if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
  return { kind: 'unavailable' };
}

/** A section's call: every one answers with profileChangeAnswerSchema. */
type ProfileChangeEndpoint<Req extends z.ZodMiniType> = Endpoint<
  Req,
  typeof profileChangeAnswerSchema
>;

async function saveSection<Req extends z.ZodMiniType>(
  client: ApiClient,
  endpoint: ProfileChangeEndpoint<Req>,
  request: z.input<Req>,
): Promise<ProfileChangeOutcome> {
  try {
    return profileChangeOutcomeOf(await client.call(endpoint, request));
  } catch {
    return { kind: 'unavailable' };
  }
}

type WithoutMember<Request> = Omit<Request, 'strMember_Id'>;

export function saveProfilePhones(
  client: ApiClient,
  memberId: string,
  phones: WithoutMember<UpdateProfilePhonesRequest>,
) {
  return saveSection(client, updateProfilePhonesEndpoint, { strMember_Id: memberId, ...phones });
}

export function saveProfileEmails(
  client: ApiClient,
  memberId: string,
  emails: WithoutMember<UpdateProfileEmailsRequest>,
) {
  return saveSection(client, updateProfileEmailsEndpoint, { strMember_Id: memberId, ...emails });
}

export function saveNotificationPreference(
  client: ApiClient,
  memberId: string,
  preference: WithoutMember<UpdateNotificationPreferenceRequest>,
) {
  return saveSection(client, updateNotificationPreferenceEndpoint, {
    strMember_Id: memberId,
    ...preference,
  });
}

export function saveMarketingPreferences(
  client: ApiClient,
  memberId: string,
  preferences: WithoutMember<UpdateMarketingPreferencesRequest>,
) {
  return saveSection(client, updateMarketingPreferencesEndpoint, {
    strMember_Id: memberId,
    ...preferences,
  });
}

export function saveSponsorDetails(
  client: ApiClient,
  memberId: string,
  sponsor: WithoutMember<UpdateSponsorDetailsRequest>,
) {
  return saveSection(client, updateSponsorDetailsEndpoint, { strMember_Id: memberId, ...sponsor });
}

export function saveBranchOfService(
  client: ApiClient,
  memberId: string,
  service: WithoutMember<UpdateBranchOfServicesRequest>,
) {
  return saveSection(client, updateBranchOfServicesEndpoint, {
    strMember_Id: memberId,
    ...service,
  });
}

/**
 * One section's save as a mutation of the profile's key: the saved profile becomes the cache (no
 * second read), and the alerts are read again. `trigger(section)` never throws.
 */
function useSectionSave<Section>(
  memberId: string,
  save: (client: ApiClient, memberId: string, section: Section) => Promise<ProfileChangeOutcome>,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    userProfileKey(memberId),
    async (_key, { arg }: { arg: Section }) => {
      const outcome = await save(client, memberId, arg);
      if (outcome.kind === 'saved') {
        await mutate(userProfileKey(memberId), outcome.profile, { revalidate: false });
        void mutate(myAlertsKey(memberId));
      }
      return outcome;
    },
    { revalidate: false, populateCache: false },
  );
}

export function useSaveProfilePhones(memberId: string) {
  return useSectionSave(memberId, saveProfilePhones);
}
export function useSaveProfileEmails(memberId: string) {
  return useSectionSave(memberId, saveProfileEmails);
}
export function useSaveNotificationPreference(memberId: string) {
  return useSectionSave(memberId, saveNotificationPreference);
}
export function useSaveMarketingPreferences(memberId: string) {
  return useSectionSave(memberId, saveMarketingPreferences);
}
export function useSaveSponsorDetails(memberId: string) {
  return useSectionSave(memberId, saveSponsorDetails);
}
export function useSaveBranchOfService(memberId: string) {
  return useSectionSave(memberId, saveBranchOfService);
}

/** Saving the addresses: as a section, plus the ZIP check's candidates when it disagreed. */
export type ProfileAddressesOutcome =
  | Exclude<ProfileChangeOutcome, { kind: 'saved' | 'invalid' }>
  | { kind: 'saved' }
  | {
      kind: 'invalid';
      fieldErrors: Record<string, string>;
      residenceCandidates: ZipCandidate[];
      mailingCandidates: ZipCandidate[];
    };

export async function saveProfileAddresses(
  client: ApiClient,
  memberId: string,
  addresses: AddressStep,
): Promise<ProfileAddressesOutcome> {
  try {
    const answer = await client.call(editEnrolleeAddressEndpoint, {
      strMember_Id: memberId,
      ...addresses,
    });
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success) return { kind: 'saved' };
    if (answer.returnCode === returnCodes.badRequest) {
      if (result?.strReauthRequired === 'Y') return { kind: 'reauthRequired' };
      if (result?.objFieldErrors) {
        return {
          kind: 'invalid',
          fieldErrors: result.objFieldErrors,
          residenceCandidates: result.liResidenceCandidates ?? [],
          mailingCandidates: result.liMailingCandidates ?? [],
        };
      }
      return { kind: 'refused', message: result?.strMessage ?? null };
    }
    if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * Saves the residence and mailing addresses from My profile; the profile and the alerts are read
 * again once saved (fixing a flagged address resolves its alert). `trigger(step)` never throws.
 */
export function useSaveProfileAddresses(memberId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    userProfileKey(memberId),
    async (_key, { arg }: { arg: AddressStep }) => {
      const outcome = await saveProfileAddresses(client, memberId, arg);
      if (outcome.kind === 'saved') void mutate(myAlertsKey(memberId));
      return outcome;
    },
    { revalidate: true, populateCache: false },
  );
}
