import type { z } from 'zod/mini';

/**
 * One call of the service: where it lives, its request and response contracts, and how it travels.
 * The client sends with it, the service registers its route from it, the OpenAPI document is
 * generated from it.
 */
export type Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> = {
  /**
   * Under /api/v1/ep (e.g. '/fetchUserBankDetails'). An absolute URL ('https://…') names another
   * service (address, provider or search): it gets no token, no cookies and no encryption.
   */
  path: string;
  /** POST with a JSON body unless stated (spec section 7). A GET sends no body. */
  method?: 'POST' | 'GET';
  request: Req;
  response: Res;
  /**
   * false for calls exempt from the encryption envelope (spec section 7: the public key itself,
   * PDFs, .json/.html assets, the address, provider and search services). Default true.
   */
  encrypted?: boolean;
  /** Needs the bearer token of a signed-in member; the service answers 401 without one. */
  authenticated?: boolean;
  /**
   * Works with or without a session (a password saved from a link, or changed while signed in):
   * with a bearer token the call is a signed-in one (the service checks the session first, 401 if
   * it has ended, and the envelope is wrapped with the session key); without one, a visitor's.
   */
  optionalSession?: boolean;
  /**
   * The call can open or renew a session (sign-in, the second step, the security question, token
   * refresh): its envelope's RSA key part carries a new session key (docs/envelope-v2.md), which
   * the client keeps if the answer brings a new bearer token.
   */
  opensSession?: boolean;
  /**
   * A state-changing call made at most once per attempt: the client sends an Idempotency-Key
   * (a new UUID per call, the same on its retries of that call), and the service answers a repeat
   * of the same request with the first answer (apps/server README, 'Idempotent calls').
   */
  idempotent?: boolean;
  /** Sends cookies (spec section 7: the login-related calls use credentials). */
  withCredentials?: boolean;
  /** For the OpenAPI document. */
  summary: string;
  description?: string;
};
