import { apiBasePath } from '@portal/api/protocol';
import {
  confirmSecurityAnswerPath,
  editPortalSecurityCredentialsPath,
  findYourAccountPath,
  getSecurityQuestionPath,
  securityCheckCookie,
  sendTemporaryPasswordLinkPath,
  validateTokenPath,
} from '@portal/api/recovery';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/create-database.js';
import { demoIdentityFacts } from '../db/seed-security-demo-data.js';
import { type ApiAnswer, type PostOptions, postEncrypted } from './encrypted-requests.js';

/** Calls of account recovery and the security question as the portal makes them (encrypted). */

export const url = (path: string) => `${apiBasePath}${path}`;

export interface IdentityFacts {
  strLast_Nm: string;
  strSSN: string;
  dtDOB: string;
  strProductNm: 'MFB' | 'MP';
}

/** The facts of a demo member (README 'Demo data'). */
export function factsOf(
  userId: string,
  lastName: string,
  productFlag: 'MFB' | 'MP' = 'MFB',
): IdentityFacts {
  const facts = demoIdentityFacts[userId];
  if (!facts) throw new Error(`no demo facts for ${userId}`);
  return {
    strLast_Nm: lastName,
    strSSN: facts.ssn,
    dtDOB: facts.dateOfBirth,
    strProductNm: productFlag,
  };
}

/** Sent to the site of the edition the facts name, unless `options.edition` says another. */
export function postFindAccount(
  app: FastifyInstance,
  facts: IdentityFacts,
  options: PostOptions = {},
): Promise<ApiAnswer> {
  return postEncrypted(app, url(findYourAccountPath), facts, {
    edition: facts.strProductNm,
    ...options,
  });
}

/** Finds the account and returns its locate token; fails the test otherwise. */
export async function locateToken(app: FastifyInstance, facts: IdentityFacts): Promise<string> {
  const token = (await postFindAccount(app, facts)).json().strReturnObject?.strLocateToken;
  if (typeof token !== 'string') throw new Error('the account was not found');
  return token;
}

export function postSendLink(
  app: FastifyInstance,
  strLocateToken: string,
  strTokenMethod: 'E' | 'S',
): Promise<ApiAnswer> {
  return postEncrypted(app, url(sendTemporaryPasswordLinkPath), { strLocateToken, strTokenMethod });
}

export function postValidateToken(
  app: FastifyInstance,
  token_Id: string,
  method: 'E' | 'S',
): Promise<ApiAnswer> {
  return postEncrypted(app, url(validateTokenPath), { token_Id, method });
}

export function postLinkReset(
  app: FastifyInstance,
  link: { token: string; method: 'E' | 'S' },
  newPassword: string,
  extra: Record<string, unknown> = {},
): Promise<ApiAnswer> {
  return postEncrypted(app, url(editPortalSecurityCredentialsPath), {
    token_Id: link.token,
    method: link.method,
    strNewPassword: newPassword,
    strConfirmPassword: newPassword,
    ...extra,
  });
}

/** The newest message the outbox holds for a recipient. */
/**
 * The newest message to `recipient`, or the newest with `subject` (a sign-in from a test's new
 * browser sends a notice of its own, issue 22).
 */
export async function latestMessageTo(db: Database, recipient: string, subject?: string) {
  let query = db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient);
  if (subject !== undefined) query = query.where('subject', '=', subject);
  return query.orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
}

/** The temporary-password link in a message: its full address, token and method. */
export function linkIn(text: string | null): { href: string; token: string; method: 'E' | 'S' } {
  const match = /(https?:\/\/\S+\/profile_reset\/([A-Za-z0-9_-]+)\?method=(E|S))/.exec(text ?? '');
  if (!match?.[1] || !match[2] || !match[3]) throw new Error('no link in the message');
  return { href: match[1], token: match[2], method: match[3] as 'E' | 'S' };
}

/** Finds a demo member's account, has a link sent, and reads it from the outbox. */
export async function sentLink(
  app: FastifyInstance,
  db: Database,
  facts: IdentityFacts,
  method: 'E' | 'S',
  recipient: string,
) {
  const sent = await postSendLink(app, await locateToken(app, facts), method);
  if (sent.json().returnCode !== 200) throw new Error(`no link sent: ${sent.body}`);
  return linkIn((await latestMessageTo(db, recipient)).body);
}

/** The value of a cookie an answer sets. */
export function cookieSet(answer: ApiAnswer, name: string) {
  return answer.cookies.find((cookie) => cookie.name === name);
}

export const securityCheckCookieHeader = (value: string) => `${securityCheckCookie.name}=${value}`;

export function postGetSecurityQuestion(app: FastifyInstance, cookie?: string): Promise<ApiAnswer> {
  return postEncrypted(
    app,
    url(getSecurityQuestionPath),
    {},
    cookie === undefined ? {} : { cookie: securityCheckCookieHeader(cookie) },
  );
}

export function postSecurityAnswer(
  app: FastifyInstance,
  cookie: string | undefined,
  strQuestionId: string,
  strAnswer: string,
): Promise<ApiAnswer> {
  return postEncrypted(
    app,
    url(confirmSecurityAnswerPath),
    { strQuestionId, strAnswer },
    cookie === undefined ? {} : { cookie: securityCheckCookieHeader(cookie) },
  );
}

/** The demo answers by question id (README 'Demo data'). */
export const demoAnswerOf: Record<string, string> = { Q1: 'Biscuit', Q2: 'Dayton', Q5: 'Volvo' };
