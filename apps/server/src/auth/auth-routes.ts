import {
  type LoginResponse,
  type LogoutResponse,
  loginForwardCodes,
  loginPath,
  loginRequestSchema,
  logoutPath,
  logoutRequestSchema,
  returnCodes,
} from '@portal/api';
import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { envelope } from '../platform/envelope.js';
import { parseRequestBody } from '../platform/invalid-request.js';
import { signedInMemberOf } from '../platform/sessions.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';

/**
 * Sign-in and sign-out (spec sections 4 and 7). Outcomes of a sign-in are business answers: HTTP
 * 200, with the outcome in returnCode and forwardCode as the legacy client expects.
 */
export const authRoutes: FastifyPluginAsync<{ db: Database; config: PortalConfig }> = async (
  app,
  { db, config },
) => {
  const policy = { lockoutThreshold: config.lockoutThreshold, session: config.session };

  app.post(loginPath, async (request, reply): Promise<LoginResponse> => {
    const attempt = parseRequestBody(loginRequestSchema, request.body);
    const outcome = await signIn(db, attempt, policy);
    switch (outcome.kind) {
      case 'rejected':
        return envelope(returnCodes.notFound, null);
      case 'locked':
        return envelope(returnCodes.accountLock, null, loginForwardCodes.accountLockout);
      case 'wrong-edition':
        return envelope(
          returnCodes.notFound,
          {
            strProductNm: outcome.edition,
            strSignInUrl: `${config.editions[outcome.edition].publicUrl}/login`,
          },
          loginForwardCodes.anotherProgramAccount,
        );
      case 'two-step-required':
        // No session and no token until the second step is passed (a later issue).
        return envelope(
          returnCodes.success,
          { objuservo: memberUserVo(outcome.member) },
          loginForwardCodes.twoFA,
        );
      case 'signed-in':
        reply.header('authorization', `Bearer ${outcome.token}`);
        return envelope(
          returnCodes.success,
          { objuservo: memberUserVo(outcome.member) },
          loginForwardCodes.showdashboard,
        );
    }
  });

  app.post(
    logoutPath,
    { preHandler: app.requireMember },
    async (request): Promise<LogoutResponse> => {
      // The client may send no body at all; that means the same as `{}`.
      parseRequestBody(logoutRequestSchema, request.body ?? {});
      await signOut(db, signedInMemberOf(request));
      return envelope(returnCodes.success, {});
    },
  );
};
