import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { formatMessage } from '@portal/forms/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/create-database.js';
import { existingMemberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { envelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import { reauthRequiredAnswer, sessionConfirmed } from '../profile/reauth-guard.js';
import { sendSecurityNotice } from '../security-settings/security-notices.js';
import {
  type CompleteProfileSave,
  completeProfileStateOf,
  saveMemberAddresses,
  saveMemberIdentity,
  saveMemberSponsor,
} from './complete-profile.js';
import { profileFactsOf } from './profile-completion.js';

/**
 * The incomplete profile of a signed-in member (issue 19; spec section 7): what is left and
 * saved (continueFromCompleteProfile), the branch of service (sponsorProfileSavePoint) and the
 * addresses (EditEnrolleeAddress). Member-scoped: the session's member only, 404 for another
 * strMember_Id (README 'Adding a member-scoped route'). Business outcomes are HTTP 200.
 */
export const completeProfileRoutes: FastifyPluginAsync<{
  db: Database;
  /** The one clock of the business rules (the age rules of the steps). */
  clock: ServiceClock;
  messenger: Messenger;
}> = async (app, { db, clock, messenger }) => {
  const now = () => clock.now();
  function answerOf(outcome: CompleteProfileSave) {
    switch (outcome.kind) {
      case 'saved':
        return envelope(returnCodes.success, outcome.answer);
      case 'invalid':
        return envelope(returnCodes.badRequest, {
          objFieldErrors: outcome.fieldErrors,
          ...(outcome.residenceCandidates && {
            liResidenceCandidates: outcome.residenceCandidates,
          }),
          ...(outcome.mailingCandidates && { liMailingCandidates: outcome.mailingCandidates }),
        });
      case 'not-this-member':
        return envelope(returnCodes.badRequest, {
          strMessage: formatMessage('accountStepNotInApplication'),
        });
      case 'duplicate':
        return envelope(returnCodes.badRequest, { strMessage: formatMessage(outcome.message) });
    }
  }

  registerMemberEndpoint(app, endpoints.continueFromCompleteProfile, async ({ member }) =>
    envelope(returnCodes.success, await completeProfileStateOf(db, member.memberId)),
  );

  /**
   * Completing the profile (no residence yet, or an address flagged invalid: login codes 29, 22,
   * 23) is what the sign-in just led to, so it needs no new confirmation; any other address change
   * does (issue 22, "confirm it's you").
   */
  async function addressCompletionDue(memberId: string) {
    const facts = await profileFactsOf(db, await existingMemberById(db, memberId));
    return (
      !facts.residence ||
      facts.member.address_invalid_flag === 'I' ||
      facts.member.mail_address_invalid_flag === 'I'
    );
  }

  registerMemberEndpoint(app, endpoints.editEnrolleeAddress, async ({ member, body }) => {
    if (
      !(await addressCompletionDue(member.memberId)) &&
      !(await sessionConfirmed(db, member.sessionId))
    ) {
      return reauthRequiredAnswer();
    }
    const { strMember_Id: _member, ...step } = body;
    const outcome = await saveMemberAddresses(db, member.memberId, step, {
      edition: member.edition,
      now: now(),
    });
    if (outcome.kind === 'saved') {
      const after = await existingMemberById(db, member.memberId);
      await sendSecurityNotice(messenger, app.log, after, 'address-changed', new Date());
    }
    return answerOf(outcome);
  });

  registerMemberEndpoint(app, endpoints.sponsorProfileSavePoint, async ({ member, body }) =>
    answerOf(
      await saveMemberSponsor(db, member.memberId, body.objSponsorVO, {
        edition: member.edition,
        now: now(),
      }),
    ),
  );

  registerMemberEndpoint(app, endpoints.savesEditenrolleeDetails, async ({ member, body }) =>
    answerOf(
      await saveMemberIdentity(db, member.memberId, body, { edition: member.edition, now: now() }),
    ),
  );
};
