import { enrollmentForwardCodes } from '@portal/api/enrollment';
import { reauthenticatePath } from '@portal/api/profile';
import { apiBasePath } from '@portal/api/protocol';
import { type LoginRequest, loginPath, logoutPath, refreshTokenPath } from '@portal/api/sign-in';
import { demoPassword } from '../db/seed-demo-data.js';
import { bearerTokenOf } from '../platform/session-tokens.js';
import { type ApiAnswer, type PostOptions, postEncrypted } from './encrypted-requests.js';
import type { RequestTarget } from './request-target.js';

export const loginUrl = `${apiBasePath}${loginPath}`;
export const logoutUrl = `${apiBasePath}${logoutPath}`;
export const refreshUrl = `${apiBasePath}${refreshTokenPath}`;

/**
 * POSTs a sign-in as the portal does (encrypted); defaults to fed.member on the federal edition.
 * The attempt reaches the site of the edition its body names unless `options.edition` says
 * another.
 */
export function postLogin(
  app: RequestTarget,
  attempt: Partial<LoginRequest> = {},
  options: PostOptions = {},
): Promise<ApiAnswer> {
  const body: LoginRequest = {
    strUserid: 'fed.member',
    strPassword: demoPassword,
    strProductNm: 'MFB',
    ...attempt,
  };
  return postEncrypted(app, loginUrl, body, { edition: body.strProductNm, ...options });
}

export function postLogout(app: RequestTarget, token: string | undefined): Promise<ApiAnswer> {
  return postEncrypted(app, logoutUrl, {}, { token });
}

/** The token of a login answer's `Authorization: Bearer` header. */
export function bearerTokenFrom(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const header = response.headers.authorization;
  return (typeof header === 'string' && bearerTokenOf(header)) || undefined;
}

/** Signs fed.member (or another) in and returns the token; fails the test otherwise. */
export async function signInToken(
  app: RequestTarget,
  attempt: Partial<LoginRequest> = {},
): Promise<string> {
  const token = bearerTokenFrom(await postLogin(app, attempt));
  if (!token) throw new Error('sign-in gave no token');
  return token;
}

/**
 * The forward codes of a member signed in with a complete profile: 31 (the dashboard), or the
 * login code of where they stand with enrolling (issue 21: 11, 14 to 17, 19 to 27, 34 to 36, 41),
 * which depends on the day unless the test pins the clock (enrollment/enrollment.test.ts does).
 */
export const completeProfileForwardCodes: readonly number[] = [
  31,
  ...Object.values(enrollmentForwardCodes),
];

/**
 * "Confirm it's you" with the password (issue 22): opens the session's 15-minute window for
 * email, phone, address and two-step changes. Throws unless the service confirmed.
 */
export async function confirmItsYou(
  app: RequestTarget,
  token: string,
  memberId: string,
  password = demoPassword,
  options: PostOptions = {},
): Promise<void> {
  const answer = await postEncrypted(
    app,
    `${apiBasePath}${reauthenticatePath}`,
    { strMember_Id: memberId, strPassword: password },
    { token, ...options },
  );
  if (answer.json().returnCode !== 200) {
    throw new Error(`reauthenticate answered ${answer.statusCode} ${answer.body}`);
  }
}
