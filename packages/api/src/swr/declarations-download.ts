import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { downloadDeclarationsEndpoint } from '../contracts/declarations-contracts.js';
import { useApiClient } from './api-client-context.js';

/*
 * Downloading an enrollment's declarations (issue 21): from the confirmation and from the
 * dashboards, so apart from the enrollment flow's hooks (a dashboard loads only this).
 */

export type DeclarationsDownload =
  | { kind: 'downloaded'; file: Blob; fileName: string }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

/**
 * downloadDeclarations, then GET /downloadPDF/{id} with the bearer token: the PDF as a Blob and
 * its file name, for the page to save (an object URL on a link with `download`).
 */
export async function downloadDeclarations(
  client: ApiClient,
  memberId: string,
  enrollmentId: string,
): Promise<DeclarationsDownload> {
  try {
    const answer = await client.call(downloadDeclarationsEndpoint, {
      strMember_Id: memberId,
      strEnrollmentId: enrollmentId,
    });
    if (answer.returnCode === 404) return { kind: 'notFound' };
    const where = answer.strReturnObject;
    if (answer.returnCode !== 200 || !where) return { kind: 'unavailable' };
    return {
      kind: 'downloaded',
      file: await client.download(where.strPath),
      fileName: where.strFileNm,
    };
  } catch (error) {
    return (error as { status?: number }).status === 404
      ? { kind: 'notFound' }
      : { kind: 'unavailable' };
  }
}

/** `trigger(enrollmentId)` resolves a DeclarationsDownload and never throws. */
export function useDownloadDeclarations(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['downloadDeclarations', memberId] as const) : null,
    (_key, { arg }: { arg: string }) => downloadDeclarations(client, memberId ?? '', arg),
  );
}
