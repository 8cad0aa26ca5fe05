import { bankInUseMessage, endpoints, returnCodes } from '@portal/api';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/create-database.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { signedInMemberOf } from '../platform/sessions.js';
import { deleteBank, listBanks } from './bank-service.js';

/**
 * The same answer for anything that is not the signed-in member's: another member's id, another
 * member's bank, an unknown or a deleted bank. It tells a prober nothing.
 */
function notFound(reply: FastifyReply) {
  reply.code(404);
  return errorEnvelope(returnCodes.notFound, 'There is no such bank account.');
}

/** The bank dashboard's calls (spec section 7, Payments). Both need a signed-in member. */
export const bankRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.fetchUserBankDetails, async ({ request, reply, body }) => {
    const member = signedInMemberOf(request);
    if (body.strMember_Id !== member.memberId) return notFound(reply);
    return envelope(returnCodes.success, await listBanks(db, member));
  });

  registerEndpoint(app, endpoints.updateUserBankDetails, async ({ request, reply, body }) => {
    const member = signedInMemberOf(request);
    if (body.strMember_Id !== member.memberId) return notFound(reply);
    const outcome = await deleteBank(db, member, body.lnBankId);
    switch (outcome.kind) {
      case 'deleted':
        return envelope(returnCodes.success, {});
      case 'not-found':
        return notFound(reply);
      case 'in-use':
        // A business refusal, so HTTP 200 with the outcome in returnCode (README, the envelope).
        return envelope(returnCodes.badRequest, { strMessage: bankInUseMessage });
    }
  });
};
