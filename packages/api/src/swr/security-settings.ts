import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import { editPortalSecurityCredentialsEndpoint } from '../contracts/security-credentials-contract.js';
import type {
  ResetSecurityQuestionsFedPointRequest,
  SecuritySettings,
  UpdateTwoStepSettingsRequest,
} from '../contracts/security-settings-contracts.js';
import {
  fetchSecuritySettingsEndpoint,
  resetSecurityQuestionsFedPointEndpoint,
  updateTwoStepSettingsEndpoint,
} from '../contracts/security-settings-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** The signed-in member's security settings (the security dashboard). */
export function securitySettingsKey(memberId: string) {
  return ['fetchSecuritySettings', memberId] as const;
}

export async function fetchSecuritySettings(
  client: ApiClient,
  memberId: string,
): Promise<SecuritySettings> {
  const answer = await client.call(fetchSecuritySettingsEndpoint, { strMember_Id: memberId });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** No request while memberId is null. */
export function useSecuritySettings(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? securitySettingsKey(memberId) : null, () =>
    fetchSecuritySettings(client, memberId ?? ''),
  );
}

/** The outcome of a change: saved, refused with field error keys, or failed. */
export type SecuritySettingsChangeOutcome =
  | { kind: 'saved' }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  /** updateTwoStepSettings (issue 22): confirm it's you (useReauthenticate), then save again. */
  | { kind: 'reauthRequired' }
  | { kind: 'failed'; returnCode: number };

function outcomeOf(answer: {
  returnCode: number;
  strReturnObject: {
    objFieldErrors?: Record<string, string> | undefined;
    strReauthRequired?: 'Y' | undefined;
  } | null;
}): SecuritySettingsChangeOutcome {
  if (answer.returnCode === returnCodes.success) return { kind: 'saved' };
  if (
    answer.returnCode === returnCodes.badRequest &&
    answer.strReturnObject?.strReauthRequired === 'Y'
  ) {
    return { kind: 'reauthRequired' };
  }
  const fieldErrors = answer.strReturnObject?.objFieldErrors;
  if (answer.returnCode === returnCodes.badRequest && fieldErrors) {
    return { kind: 'refused', fieldErrors };
  }
  return { kind: 'failed', returnCode: answer.returnCode };
}

export type ChangePasswordInput = {
  memberId: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export async function changePassword(
  client: ApiClient,
  input: ChangePasswordInput,
): Promise<SecuritySettingsChangeOutcome> {
  return outcomeOf(
    await client.call(editPortalSecurityCredentialsEndpoint, {
      strMember_Id: input.memberId,
      strCurrentPassword: input.currentPassword,
      strNewPassword: input.newPassword,
      strConfirmPassword: input.confirmPassword,
    }),
  );
}

export async function changeSecurityQuestions(
  client: ApiClient,
  request: ResetSecurityQuestionsFedPointRequest,
): Promise<SecuritySettingsChangeOutcome> {
  return outcomeOf(await client.call(resetSecurityQuestionsFedPointEndpoint, request));
}

export async function updateTwoStepSettings(
  client: ApiClient,
  request: UpdateTwoStepSettingsRequest,
): Promise<SecuritySettingsChangeOutcome> {
  return outcomeOf(await client.call(updateTwoStepSettingsEndpoint, request));
}

/** Changes the password; the settings are read again afterwards. */
export function useChangePassword(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(
    securitySettingsKey(memberId),
    (_key, { arg }: { arg: Omit<ChangePasswordInput, 'memberId'> }) =>
      changePassword(client, { ...arg, memberId }),
  );
}

/** Replaces the security questions; the settings (which list them) are read again afterwards. */
export function useChangeSecurityQuestions(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(
    securitySettingsKey(memberId),
    (_key, { arg }: { arg: Omit<ResetSecurityQuestionsFedPointRequest, 'strMember_Id'> }) =>
      changeSecurityQuestions(client, { ...arg, strMember_Id: memberId }),
  );
}

/** Saves the two-step settings; the settings are read again afterwards. */
export function useUpdateTwoStepSettings(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(
    securitySettingsKey(memberId),
    (_key, { arg }: { arg: Omit<UpdateTwoStepSettingsRequest, 'strMember_Id'> }) =>
      updateTwoStepSettings(client, { ...arg, strMember_Id: memberId }),
  );
}
