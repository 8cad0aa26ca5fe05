import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { memberScoped, registerMemberEndpoint } from '../platform/member-scope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import { reauthRequiredAnswer, sessionConfirmed } from '../profile/reauth-guard.js';
import { resetPasswordByLink } from '../recovery/link-password-reset.js';
import { linkStatusReturnCodes } from '../recovery/recovery-routes.js';
import { type SecurityChange, sendSecurityNotice } from './security-notices.js';
import {
  changePassword,
  changeSecurityQuestions,
  changeTwoStepSettings,
  readSecuritySettings,
  type SettingsChangeOutcome,
} from './security-settings-service.js';
import { settingsRateRules } from './settings-rate-rules.js';

/** The member of a live session was deleted meanwhile: as for another member's id. */
function notFound(reply: FastifyReply) {
  reply.code(404);
  return errorEnvelope(returnCodes.notFound, 'There is no such member.');
}

/**
 * A change that lost to another of the same settings made meanwhile (two tabs, a double submit):
 * a refusal like the banks' in-use one, so the member looks at the settings again.
 */
export const settingsChangedMeanwhileMessage =
  'Your security settings were changed while this change was being saved. Check them and try again.';

/**
 * The security dashboard's calls and the password save of a temporary-password link (spec
 * sections 2 and 7). Each change writes its audit row in the change's transaction and then sends
 * a notice to the member's email.
 */
export const securitySettingsRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  messenger: Messenger;
}> = async (app, { db, config, limiter, messenger }) => {
  await app.register(fastifyCookie);
  const rules = settingsRateRules(config.rateLimits);

  async function answerChange(
    reply: FastifyReply,
    outcome: SettingsChangeOutcome,
    change: SecurityChange,
  ) {
    switch (outcome.kind) {
      case 'not-found':
        return notFound(reply);
      case 'refused':
        return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
      case 'changed-meanwhile':
        // A business refusal, so HTTP 200 with the outcome in returnCode (README, the envelope).
        return envelope(returnCodes.badRequest, { strMessage: settingsChangedMeanwhileMessage });
      case 'unchanged':
        return envelope(returnCodes.success, {});
      case 'changed':
        await sendSecurityNotice(messenger, app.log, outcome.member, change, new Date());
        return envelope(returnCodes.success, {});
    }
  }

  /**
   * A wrong current password is a password guess made with a stolen session: each check counts,
   * before the password is verified, against the member's own settings limit (not the sign-in
   * one: issue 14, finding 6).
   */
  async function currentPasswordAllowed(reply: FastifyReply, memberId: string) {
    const decision = await limiter.hit(rules.settingsChecksPerMember, memberId);
    if (decision.allowed) return true;
    answerTooManyRequests(reply, decision);
    return false;
  }

  registerMemberEndpoint(app, endpoints.fetchSecuritySettings, async ({ member, reply }) => {
    const settings = await readSecuritySettings(db, member);
    return settings ? envelope(returnCodes.success, settings) : notFound(reply);
  });

  // Changing the signed-in member's password: member-scoped, with the session checked here
  // because the same call saves a password from a link without one.
  const changeOwnPassword = memberScoped(
    app,
    endpoints.editPortalSecurityCredentials,
    async ({ member, reply, body }) => {
      // Never true (the link's case is answered before this runs); it narrows the body's type.
      if ('token_Id' in body) throw new Error('a link reset reached the member-scoped handler');
      if (!(await currentPasswordAllowed(reply, member.memberId))) return reply;
      const outcome = await changePassword(db, member, {
        currentPassword: body.strCurrentPassword,
        newPassword: body.strNewPassword,
      });
      return answerChange(reply, outcome, 'password-changed');
    },
  );

  registerEndpoint(app, endpoints.editPortalSecurityCredentials, async (context) => {
    const { body } = context;
    if ('token_Id' in body) {
      // Saving from a temporary-password link: the link is the credential, no session needed.
      const outcome = await resetPasswordByLink(db, {
        token: body.token_Id,
        method: body.method,
        newPassword: body.strNewPassword,
        securityQuestions: body.liSecurityQuestions,
      });
      switch (outcome.kind) {
        case 'link':
          return envelope(linkStatusReturnCodes[outcome.status], {
            strLinkStatus: outcome.status,
          });
        case 'refused':
          return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
        case 'reset':
          await sendSecurityNotice(
            messenger,
            app.log,
            outcome.member,
            'password-reset',
            new Date(),
          );
          return envelope(returnCodes.success, {});
      }
    }
    return changeOwnPassword(context);
  });

  registerMemberEndpoint(
    app,
    endpoints.resetSecurityQuestionsFedPoint,
    async ({ member, reply, body }) => {
      if (!(await currentPasswordAllowed(reply, member.memberId))) return reply;
      const outcome = await changeSecurityQuestions(db, member, {
        currentPassword: body.strCurrentPassword,
        questions: body.liSecurityQuestions,
      });
      return answerChange(reply, outcome, 'questions-changed');
    },
  );

  registerMemberEndpoint(app, endpoints.updateTwoStepSettings, async ({ member, reply, body }) => {
    // Issue 22: confirm it's you (password or code) within 15 minutes before two-step changes.
    if (!(await sessionConfirmed(db, member.sessionId))) return reauthRequiredAnswer();
    const outcome = await changeTwoStepSettings(db, member, {
      enabled: body.strTwoFactorEnabled === 'Y',
      method: body.str2FAPref,
    });
    return answerChange(reply, outcome, 'two-step-changed');
  });
};
