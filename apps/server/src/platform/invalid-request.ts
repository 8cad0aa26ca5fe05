import type { z } from 'zod/mini';

/** Thrown when a request does not match its contract; the error handler answers 400. */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError';
  readonly statusCode = 400;
}

/**
 * Checks a request body against its @portal/api contract and returns the typed value, or throws
 * InvalidRequestError naming the fields at fault (by path and problem, never echoing values: a
 * rejected body may hold a password).
 */
export function parseRequestBody<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.code}`,
  );
  throw new InvalidRequestError(`Invalid request (${problems.join(', ')}).`);
}
