import { bankInUseMessage } from '@portal/api/banks';
import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/create-database.js';
import { memberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import { sendSecurityNotice } from '../security-settings/security-notices.js';
import { deleteBank, listBanks } from './bank-service.js';

/**
 * The same answer for anything that is not the signed-in member's: another member's id, another
 * member's bank, an unknown or a deleted bank. It tells a prober nothing.
 */
const noSuchBank = 'There is no such bank account.';

function notFound(reply: FastifyReply) {
  reply.code(404);
  return errorEnvelope(returnCodes.notFound, noSuchBank);
}

/**
 * The bank dashboard's calls (spec section 7, Payments), both member-scoped. A delete sends the
 * member a 'was this you?' notice (issue 22) once it has committed.
 */
export const bankRoutes: FastifyPluginAsync<{
  db: Database;
  clock: ServiceClock;
  messenger: Messenger;
}> = async (app, { db, clock, messenger }) => {
  const scope = { notFoundMessage: noSuchBank };

  registerMemberEndpoint(
    app,
    endpoints.fetchUserBankDetails,
    async ({ member }) => envelope(returnCodes.success, await listBanks(db, member, clock.today())),
    scope,
  );

  registerMemberEndpoint(
    app,
    endpoints.updateUserBankDetails,
    async ({ member, reply, body }) => {
      const outcome = await deleteBank(db, member, body.lnBankId, new Date(), clock.today());
      switch (outcome.kind) {
        case 'deleted': {
          const owner = await memberById(db, member.memberId);
          if (owner)
            await sendSecurityNotice(messenger, app.log, owner, 'bank-deleted', new Date());
          return envelope(returnCodes.success, {});
        }
        case 'not-found':
          return notFound(reply);
        case 'in-use':
          // A business refusal, so HTTP 200 with the outcome in returnCode (README, the envelope).
          return envelope(returnCodes.badRequest, { strMessage: bankInUseMessage });
      }
    },
    scope,
  );
};
