import { returnCodes } from '@portal/api/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope.js';
import { InvalidRequestError } from './invalid-request.js';

/** Spec section 8's service-unavailable wording, for anything that went wrong on our side. */
const unexpectedErrorMessage = "We're unable to complete your request at this time.";

/**
 * Fastify's own messages for body problems are not sent back: the one for bad JSON quotes the
 * start of the body, which may be a password. These say the same without it.
 */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * Protocol errors answer with their HTTP status and the same envelope as business answers, so
 * the client reads every answer one way. Every problem with the request is a 400 (including an
 * oversized body, which Fastify would call 413), so bad input can never become a 500; anything
 * else is a 500 whose body tells nothing about the inside.
 */
export function installErrorEnvelopes(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusCodeOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      // Only the code is logged: the message of a JSON error quotes the body.
      request.log.info({ code: codeOf(error) }, 'request refused');
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(returnCodes.internalError, unexpectedErrorMessage));
  });
}

/**
 * For Fastify's `frameworkErrors`: errors met before routing (a URL that does not decode, such as
 * `/%zz`) never reach the error handler, and Fastify's own answer is not in the envelope. No hook
 * runs for them either, so this answer carries the document security headers
 * (security-headers.ts) and no-store itself.
 */
export function frameworkErrorAnswer(securityHeaders: Readonly<Record<string, string>>) {
  return (error: { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'request refused before routing');
    return reply
      .code(400)
      .headers(securityHeaders)
      .header('cache-control', 'no-store')
      .send(errorEnvelope(returnCodes.invalidRequest, 'The request address is not valid.'));
  };
}

/** For the /api scope: an unknown path is a 404 in the envelope, never the portal's HTML. */
export function answerUnknownApiPath(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(errorEnvelope(returnCodes.notFound, 'There is no such service call.'));
}

function clientErrorMessage(error: unknown): string {
  if (error instanceof InvalidRequestError) return error.message;
  return clientErrorMessages[codeOf(error) ?? ''] ?? 'Invalid request.';
}

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
