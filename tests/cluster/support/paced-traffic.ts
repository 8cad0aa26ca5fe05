import { fetchUserBankDetailsPath } from '@portal/api/banks';
import { contactUsPath } from '@portal/api/contact';
import { apiBasePath } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import { postEncrypted } from '../../../apps/server/src/testing/encrypted-requests.js';
import type { RequestTarget } from '../../../apps/server/src/testing/request-target.js';

/**
 * The requests of the paced sender in the cluster tests: signed-in members' reads (the bank list)
 * and visitors' writes (the contact form, a write that exists today; stored in contact_messages
 * under the reference it answers with). Each records what came back, and never throws.
 */

const banksUrl = `${apiBasePath}${fetchUserBankDetailsPath}`;
const contactUrl = `${apiBasePath}${contactUsPath}`;

export interface Member {
  userId: string;
  memberId: string;
  edition: ProductFlag;
  /** The address the member signed in from. */
  address: string;
  token: string;
}

export interface Sent {
  kind: 'read' | 'write';
  startedMs: number;
  status: number | 'no answer';
  returnCode?: number;
  reference?: string;
  email?: string;
}

export function listBanks(site: RequestTarget, member: Member, address = member.address) {
  return postEncrypted(
    site,
    banksUrl,
    { strMember_Id: member.memberId, dtEffDate: null },
    {
      token: member.token,
      remoteAddress: address,
    },
  );
}

/** A signed-in member's bank list, from `address`; what came back is added to `sent`. */
export async function read(
  site: RequestTarget,
  member: Member,
  address: string,
  startedMs: number,
  sent: Sent[],
) {
  try {
    const answer = await listBanks(site, member, address);
    const returnCode = answer.statusCode === 200 ? answer.json().returnCode : undefined;
    sent.push({ kind: 'read', startedMs, status: answer.statusCode, returnCode });
  } catch {
    sent.push({ kind: 'read', startedMs, status: 'no answer' });
  }
}

/** A visitor's contact-form message number `n`, from `address`; the answer goes to `sent`. */
export async function write(
  site: RequestTarget,
  n: number,
  address: string,
  startedMs: number,
  sent: Sent[],
) {
  const email = `cluster.kill.${n}@example.org`;
  try {
    const answer = await postEncrypted(
      site,
      contactUrl,
      {
        strFirst_Nm: 'Jane',
        strLast_Nm: 'Rivera',
        strEmail: email,
        strPhone: '(202) 555-0143',
        strTopic: 'PAY',
        strMessage: `Message ${n}, sent while an instance is killed.`,
        strProductNm: 'MFB',
      },
      { remoteAddress: address },
    );
    const body = answer.statusCode === 200 ? answer.json() : undefined;
    sent.push({
      kind: 'write',
      startedMs,
      status: answer.statusCode,
      returnCode: body?.returnCode,
      reference: body?.strReturnObject?.strReference,
      email,
    });
  } catch {
    sent.push({ kind: 'write', startedMs, status: 'no answer', email });
  }
}
