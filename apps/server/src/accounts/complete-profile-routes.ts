import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { formatMessage } from '@portal/forms/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/create-database.js';
import { envelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import {
  type CompleteProfileSave,
  completeProfileStateOf,
  saveMemberAddresses,
  saveMemberIdentity,
  saveMemberSponsor,
} from './complete-profile.js';

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
}> = async (app, { db, clock }) => {
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

  registerMemberEndpoint(app, endpoints.editEnrolleeAddress, async ({ member, body }) => {
    const { strMember_Id: _member, ...step } = body;
    return answerOf(
      await saveMemberAddresses(db, member.memberId, step, { edition: member.edition, now: now() }),
    );
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
