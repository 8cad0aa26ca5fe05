import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { formatMessage } from '@portal/forms/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CompleteProfileSave } from '../accounts/complete-profile.js';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { existingMemberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { envelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import type { ServiceClock } from '../platform/service-clock.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { sendSecurityNotice } from '../security-settings/security-notices.js';
import { settingsRateRules } from '../security-settings/settings-rate-rules.js';
import {
  replacedEmailOf,
  type SectionSave,
  saveBranchOfService,
  saveMarketingPreferences,
  saveNotificationPreference,
  saveProfileEmails,
  saveProfilePhones,
  saveSponsorDetails,
} from './profile-service.js';
import { readUserProfile } from './profile-view.js';
import { reauthRequiredAnswer, sessionConfirmed } from './reauth-guard.js';
import {
  confirmWithCode,
  confirmWithPassword,
  REAUTH_CODE_LIFETIME_SECONDS,
  sendConfirmationCode,
} from './reauthentication.js';

/**
 * My profile (issue 22; spec section 7: fetchUserProfileDetails, updateSponsorDetails,
 * updateBranchOfServices; ours for the other sections) and "confirm it's you". Member-scoped:
 * the session's member only, 404 for another strMember_Id. Business outcomes are HTTP 200.
 * Sessions, codes and the confirmation window read real time; the sponsor's age rules read the
 * service clock, as account creation's do.
 */
export const profileRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  clock: ServiceClock;
  limiter: RateLimiter;
  messenger: Messenger;
}> = async (app, { db, config, clock, limiter, messenger }) => {
  const rules = settingsRateRules(config.rateLimits);

  const profileOf = (member: SignedInMember) =>
    readUserProfile(db, member.memberId, member.sessionId, new Date());

  async function answerSection(member: SignedInMember, outcome: SectionSave) {
    if (outcome.kind === 'invalid') {
      return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
    }
    if (outcome.kind === 'reauth-required') return reauthRequiredAnswer();
    return envelope(returnCodes.success, { objProfile: await profileOf(member) });
  }

  async function answerSponsor(member: SignedInMember, outcome: CompleteProfileSave) {
    switch (outcome.kind) {
      case 'saved':
        return envelope(returnCodes.success, { objProfile: await profileOf(member) });
      case 'invalid':
        return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
      case 'not-this-member':
        return envelope(returnCodes.badRequest, {
          strMessage: formatMessage('accountStepNotInApplication'),
        });
      case 'duplicate':
        return envelope(returnCodes.badRequest, { strMessage: formatMessage(outcome.message) });
    }
  }

  registerMemberEndpoint(app, endpoints.fetchUserProfileDetails, async ({ member }) =>
    envelope(returnCodes.success, await profileOf(member)),
  );

  registerMemberEndpoint(app, endpoints.updateProfilePhones, async ({ member, body }) => {
    const { strMember_Id: _member, ...phones } = body;
    const now = new Date();
    const outcome = await saveProfilePhones(db, member.memberId, phones, now, () =>
      sessionConfirmed(db, member.sessionId),
    );
    if (outcome.kind === 'saved' && outcome.changed) {
      const after = await existingMemberById(db, member.memberId);
      await sendSecurityNotice(messenger, app.log, after, 'phone-changed', now);
    }
    return answerSection(member, outcome);
  });

  registerMemberEndpoint(app, endpoints.updateProfileEmails, async ({ member, body }) => {
    const { strMember_Id: _member, ...emails } = body;
    const now = new Date();
    const outcome = await saveProfileEmails(db, member.memberId, emails, now, () =>
      sessionConfirmed(db, member.sessionId),
    );
    if (outcome.kind === 'saved' && outcome.changed) {
      const after = await existingMemberById(db, member.memberId);
      // The old address hears of it too: the one whose owner may not have made the change.
      const old = replacedEmailOf(outcome.before, after);
      await sendSecurityNotice(messenger, app.log, after, 'email-changed', now, old);
    }
    return answerSection(member, outcome);
  });

  registerMemberEndpoint(app, endpoints.updateNotificationPreference, async ({ member, body }) => {
    const { strMember_Id: _member, ...preference } = body;
    return answerSection(
      member,
      await saveNotificationPreference(db, member.memberId, preference, new Date()),
    );
  });

  registerMemberEndpoint(app, endpoints.updateMarketingPreferences, async ({ member, body }) => {
    const { strMember_Id: _member, ...preferences } = body;
    return answerSection(
      member,
      await saveMarketingPreferences(db, member.memberId, preferences, new Date()),
    );
  });

  registerMemberEndpoint(app, endpoints.updateSponsorDetails, async ({ member, body }) => {
    const { strMember_Id: _member, ...sponsor } = body;
    return answerSponsor(
      member,
      await saveSponsorDetails(db, member.memberId, sponsor, {
        edition: member.edition,
        now: clock.now(),
      }),
    );
  });

  registerMemberEndpoint(app, endpoints.updateBranchOfServices, async ({ member, body }) => {
    const { strMember_Id: _member, ...service } = body;
    return answerSponsor(
      member,
      await saveBranchOfService(db, member.memberId, service, {
        edition: member.edition,
        now: clock.now(),
      }),
    );
  });

  /** Each password or code tried counts toward the member's settings-check limit. */
  async function checkAllowed(reply: FastifyReply, memberId: string) {
    const decision = await limiter.hit(rules.settingsChecksPerMember, memberId);
    if (decision.allowed) return true;
    answerTooManyRequests(reply, decision);
    return false;
  }

  registerMemberEndpoint(
    app,
    endpoints.sendReauthenticationCode,
    async ({ member, reply, body }) => {
      if (!(await checkAllowed(reply, member.memberId))) return reply;
      const outcome = await sendConfirmationCode(
        db,
        messenger,
        await existingMemberById(db, member.memberId),
        member.sessionId,
        body.str2FAPref,
        new Date(),
      );
      if (outcome.kind === 'refused') {
        return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
      }
      return envelope(returnCodes.success, {
        str2FAPref: outcome.method,
        strMaskedContact: outcome.maskedContact,
        lnCodeLifetimeSeconds: REAUTH_CODE_LIFETIME_SECONDS,
      });
    },
  );

  registerMemberEndpoint(app, endpoints.reauthenticate, async ({ member, reply, body }) => {
    if (!(await checkAllowed(reply, member.memberId))) return reply;
    const signedIn = await existingMemberById(db, member.memberId);
    const now = new Date();
    const outcome =
      'strPassword' in body
        ? await confirmWithPassword(db, signedIn, member.sessionId, body.strPassword, now)
        : await confirmWithCode(db, signedIn, member.sessionId, body.verify2FA, now);
    switch (outcome.kind) {
      case 'confirmed':
        return envelope(returnCodes.success, {
          dtReauthenticatedUntil: outcome.until.toISOString(),
        });
      case 'wrong-password':
        return envelope(returnCodes.badRequest, {
          objFieldErrors: { password: 'currentPasswordIncorrect' },
        });
      case 'code-refused':
        return envelope(returnCodes.badRequest, { strCodeStatus: outcome.status });
    }
  });
};
