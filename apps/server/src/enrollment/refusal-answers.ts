import { returnCodes } from '@portal/api/protocol';
import type { FastifyReply } from 'fastify';
import { envelope, errorEnvelope } from '../platform/envelope.js';

/** What a check of the enrollment calls came to (family-service, payment-service, step-checks). */
export type Answerable =
  | { kind: 'ok' }
  | { kind: 'refused'; fieldErrors: Record<string, string>; message: string }
  | { kind: 'dual'; message: string }
  | { kind: 'not-found' };

const noSuchRecord = 'There is no such record.';

/**
 * The envelope of a refusal, or undefined for 'ok': a rule's refusal is returnCode 300 with the
 * field errors and the spec's message; dual enrollment 203 with its message; both business
 * outcomes on HTTP 200 (README, the envelope). Something not the member's is a 404. `object` is
 * what the answer's contract also needs (blnValid, strStep…).
 */
export function refusal(reply: FastifyReply, outcome: Answerable, object: object = {}) {
  switch (outcome.kind) {
    case 'ok':
      return undefined;
    case 'refused':
      return envelope(returnCodes.badRequest, {
        ...object,
        objFieldErrors: outcome.fieldErrors,
        strMessage: outcome.message,
      });
    case 'dual':
      return envelope(returnCodes.dualEnrollment, { ...object, strMessage: outcome.message });
    case 'not-found':
      reply.code(404);
      return errorEnvelope(returnCodes.notFound, noSuchRecord);
  }
}
