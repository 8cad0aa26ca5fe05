import { z } from 'zod/mini';
import { accountDraftCookie } from '../contracts/account-creation-contracts.js';
import { refreshCookie, tokenExpiresAtHeader, twoStepCookie } from '../contracts/auth-protocol.js';
import { apiBasePath } from '../contracts/base-path.js';
import { loginForwardCodes, returnCodes } from '../contracts/codes.js';
import type { Endpoint } from '../contracts/endpoint.js';
import { errorEnvelopeSchema } from '../contracts/envelope.js';
import { envelopeFormat } from '../crypto/envelope-crypto.js';

/** Where the protocol document is published with the API documentation (apps/server docs routes). */
export const envelopeProtocolUrl = '/api/docs/envelope-v2.md';

import { downloadPdfPathTemplate } from '../contracts/declarations-contracts.js';
import { endpoints } from '../endpoints.js';

/** An OpenAPI 3.1 document as plain JSON (its schemas are JSON Schema 2020-12). */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

/** Meaning of each returnCode (spec section 4, 'Response status codes'). */
const returnCodeMeanings: Record<number, string> = {
  [returnCodes.success]: 'success',
  [returnCodes.ok]: 'ok',
  [returnCodes.partial]: 'partial',
  [returnCodes.dualEnrollment]: 'dual enrollment',
  [returnCodes.badRequest]:
    'bad request: a business rule refused the call (message in strReturnObject.strMessage)',
  [returnCodes.invalidRequest]: 'invalid request: the body broke the protocol (HTTP 400)',
  [returnCodes.notAuthenticated]:
    'not authenticated: no live session for the bearer token (HTTP 401)',
  [returnCodes.notFound]:
    'not found: no such record of the signed-in member, or no such call (HTTP 404); also a failed sign-in',
  [returnCodes.internalError]: 'internal error (HTTP 500)',
  [returnCodes.unavailable]: 'unavailable',
  [returnCodes.accountLock]: 'account locked (sign-in)',
  [returnCodes.tooManyRequests]:
    'too many requests: a rate limit refused the call (HTTP 429, ours, not in the spec)',
  [returnCodes.requestInProgress]:
    'request in progress: the same Idempotency-Key is still being answered (HTTP 409, ours)',
  [returnCodes.idempotencyKeyReused]:
    'Idempotency-Key reused: the key came with another request before (HTTP 422, ours)',
};

const description = `The portal's service: every call of the benefits-enrollment portal under \`${apiBasePath}\`.

### The envelope

Every answer under \`${apiBasePath}\` is the legacy envelope \`{ returnCode, forwardCode, strServerDate, strReturnObject }\`. Business outcomes are HTTP 200 and are read from \`returnCode\` and \`forwardCode\`; protocol errors use the matching HTTP status with the same envelope and \`strReturnObject: { strMessage }\`. \`strServerDate\` is the service's clock (ISO 8601, UTC). Answers carry \`Cache-Control: no-store\`.

Response codes (\`returnCode\`, spec section 4):

${Object.entries(returnCodeMeanings)
  .map(([code, meaning]) => `- \`${code}\` ${meaning}`)
  .join('\n')}

Sign-in forward codes sent today (\`forwardCode\`, from the login return codes 1 to 44 of spec section 4): ${Object.entries(
  loginForwardCodes,
)
  .map(([name, code]) => `\`${code}\` ${name}`)
  .join(', ')}.

### Encryption

Request and answer bodies travel encrypted unless an operation says \`x-encrypted: false\` (exempt: the public key, PDFs, \`.json\` and \`.html\` assets, and the address, provider and search services). The schemas below show the JSON before encryption. The envelope is version ${envelopeFormat.version}; its protocol document, with the formats, the key schedule, the refusals and test vectors, is \`docs/envelope-v2.md\` of the \`@portal/api\` package (${envelopeProtocolUrl}). In short:

- Fetch the service's RSA public key once: \`GET ${apiBasePath}${endpoints.publicKey.path}\` (a JWK, ${envelopeFormat.keyWrapAlgorithm}, ${envelopeFormat.rsaModulusBits} bits).
- For each request make a fresh AES-256-GCM one-time key K and a fresh ${envelopeFormat.ivBytes}-byte IV, and send \`{ "data": base64(H ‖ IV ‖ ciphertext ‖ tag) + "${envelopeFormat.delimiter}" + base64(W) }\`. H is ${envelopeFormat.headerBytes} bytes: the version (${envelopeFormat.version}), the key scheme (1 RSA, 2 session key) and the time of sending in the service's clock (milliseconds since 1970, unsigned 64-bit big-endian; take the clock from \`strServerDate\`). The additional data is \`portal-envelope/2 request <rsa|session> <METHOD> <path> <time>\`.
- W wraps K: before sign-in, RSA-OAEP-256 of K under the service key; on the calls that open or renew a session (sign-in, validate2FACode, confirmSecurityAnswer, refreshToken), RSA-OAEP-256 of K followed by a new random AES-256 session key; on every other call that needs a session, or that works with or without one and is sent with the bearer token (editPortalSecurityCredentials), AES key wrap (RFC 3394, ${envelopeFormat.sessionKeyWrapAlgorithm}) of K under the session key, so a signed-in call costs the service no RSA operation. Keep the session key that went with the request whose answer brought a new bearer token.
- The answer is \`{ "data": base64(IV' ‖ ciphertext' ‖ tag') }\` under K, with the additional data \`portal-envelope/2 answer <METHOD> <path> <time of the request>\`.
- HTTP 400, in a plaintext envelope: a plaintext body on an encrypted operation; an envelope that does not open (wrong key, altered bytes, sealed for another method or path); a signed-in call wrapped with the RSA key; a session-opening call without a session key; an envelope sent more than ${envelopeFormat.maxAgeSeconds / 60} minutes ago or stamped more than ${envelopeFormat.maxAheadSeconds} seconds ahead; a second use of an envelope sent without a session. Answers given before the body is read (401, 429) are plaintext too; only answers to an opened envelope are sealed. After a token refresh the replaced session key works as long as the replaced token (one minute).

### Authentication

A successful sign-in answers \`Authorization: Bearer <token>\` and \`${tokenExpiresAtHeader}: <ISO instant>\`. Send the token on every call to this service and to nothing else; replace it whenever an answer carries a new one; treat it as absent once expired. Sessions end after 15 minutes without a call and 12 hours after sign-in, and at sign-out.

Sign-in also sets the refresh credential, a cookie \`${refreshCookie.name}\` that is HttpOnly, SameSite=Strict, Secure (except on plain-http localhost, where browsers such as Safari would drop a Secure cookie), and scoped to \`${refreshCookie.path}\`. The refresh call (10 minutes after each token) needs the token and the cookie of the same session, answers a new token and rotates the cookie; sign-out clears it.

### Limits

Bodies over 64 KiB are refused (400). Rate limits are kept in the database and shared by every instance of the service: sign-in attempts per client address and per user id, and all calls per client address, in fixed windows. A refused call is answered HTTP 429 with \`Retry-After\` (seconds) and returnCode 429.

No text field accepts a control character (U+0000 to U+001F, U+007F to U+009F; the contact message keeps tab, line feed and carriage return): such a body is refused with 400 before anything is stored.

### Idempotent calls

Operations marked \`x-idempotent: true\` (state-changing calls) take an \`Idempotency-Key\` header: a new UUID for each attempt, the same on every retry of that attempt. The first request with a key runs; a repeat of the same request (same method, path, body once decrypted, and member, or visitor of the same edition) within 24 hours gets the first answer again, the same status and body, sealed for its own envelope, with \`Idempotent-Replayed: true\`; a repeat that arrives while the first still runs waits for that answer (up to 10 seconds, then HTTP 409, returnCode 409, with \`Retry-After\`). The same key with another request is refused: HTTP 422, returnCode 422. Keys are kept in the database, so every instance of the service answers alike. Without the header the call runs as any other.

### Time

Instants are ISO 8601 in UTC. Business-day cut-offs (the 19:00 payment cut-off of spec section 5) are in US Eastern time (America/New_York).`;

/** OpenAPI 3.1 wants plain JSON Schema 2020-12, without the per-schema $schema key. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const tagOf: Record<keyof typeof endpoints, string> = {
  login: 'Sign-in',
  logout: 'Sign-in',
  keepAlive: 'Sign-in',
  refreshToken: 'Sign-in',
  generate2FACode: 'Sign-in',
  validate2FACode: 'Sign-in',
  publicKey: 'Encryption',
  fetchUserBankDetails: 'Banks',
  updateUserBankDetails: 'Banks',
  searchAutocomplete: 'Search',
  siteSearch: 'Search',
  portalContactUsSendMail: 'Tools',
  findYourAccount: 'Account recovery',
  sendTemporaryPasswordLink: 'Account recovery',
  validateToken: 'Account recovery',
  editPortalSecurityCredentials: 'Security settings',
  getSecurityQuestion: 'Sign-in',
  confirmSecurityAnswer: 'Sign-in',
  fetchSecuritySettings: 'Security settings',
  resetSecurityQuestionsFedPoint: 'Security settings',
  updateTwoStepSettings: 'Security settings',
  continueToAccountCreation: 'Account creation',
  intermediateProfileSave: 'Account creation',
  saveSponsorInfo: 'Account creation',
  discardAccountDraft: 'Account creation',
  fetchBranchOfService: 'Account creation',
  fetchStateEligibility: 'Account creation',
  userIDAvailabilityFEHB: 'Account creation',
  retrieveHintQuestions: 'Account creation',
  createUserAccount: 'Account creation',
  agencyLookUp: 'Tools',
  agencySearch: 'Tools',
  fetchAnnuityAgencyLists: 'Tools',
  fetchEmployeeList: 'Tools',
  validateZipCode: 'Tools',
  continueFromCompleteProfile: 'Incomplete profile',
  sponsorProfileSavePoint: 'Incomplete profile',
  editEnrolleeAddress: 'Incomplete profile',
  savesEditenrolleeDetails: 'Incomplete profile',
  fetchProgramList: 'Plans',
  getPayFrequency: 'Plans',
  getHighLowPlan: 'Plans',
  comparePlans: 'Plans',
  comparePlanDetails: 'Plans',
  viewCoverageDetails: 'Plans',
  multiProgramDashboard: 'Dashboard',
  programDashboard: 'Dashboard',
  fetchUserPolicyDetails: 'Dashboard',
  fetchFutureUserEnrollment: 'Dashboard',
  checkEnrollmentOptions: 'Dashboard',
  validateNewHireDates: 'Enrollment',
  seasonSearchFlgs: 'Enrollment',
  calculateEffectiveDates: 'Enrollment',
  fetchBaseCoverageDate: 'Enrollment',
  validateCoverageDate: 'Enrollment',
  fetchUserDependent: 'Enrollment',
  fetchProgramDependent: 'Enrollment',
  validateFEHBDependentInfo: 'Enrollment',
  validateDependentDetails: 'Enrollment',
  saveDependentDetails: 'Enrollment',
  checkDualEnrollmentForProgram: 'Enrollment',
  paymentMethod: 'Enrollment',
  validateRoutingNumber: 'Enrollment',
  validateBankAccount: 'Enrollment',
  saveBankDetails: 'Enrollment',
  fetchEnrollmentDraft: 'Enrollment',
  saveEnrollmentDraft: 'Enrollment',
  discardEnrollmentDraft: 'Enrollment',
  fetchEnrollmentAgreements: 'Enrollment',
  submitUserEnrollment: 'Enrollment',
  fetchEnrollmentConfirmation: 'Enrollment',
  downloadDeclarations: 'Enrollment',
  fetchUserProfileDetails: 'Profile',
  updateProfilePhones: 'Profile',
  updateProfileEmails: 'Profile',
  updateNotificationPreference: 'Profile',
  updateMarketingPreferences: 'Profile',
  updateSponsorDetails: 'Profile',
  updateBranchOfServices: 'Profile',
  sendReauthenticationCode: 'Profile',
  reauthenticate: 'Profile',
  manageMyAlerts: 'Alerts and activity',
  fetchActivityLog: 'Alerts and activity',
};

/** A GET's request fields travel in the query string: one parameter per field of its contract. */
function queryParameters(endpoint: Endpoint) {
  const schema = jsonSchema(endpoint.request, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

const tokenHeaders = {
  Authorization: ref('headers', 'Authorization'),
  [tokenExpiresAtHeader]: ref('headers', 'TokenExpiresAt'),
  'Set-Cookie': ref('headers', 'SetRefreshCookie'),
};

function operation(name: keyof typeof endpoints, endpoint: Endpoint) {
  const encrypted = endpoint.encrypted !== false;
  const schemaName = pascal(name);
  const issuesToken =
    name === 'login' ||
    name === 'refreshToken' ||
    name === 'validate2FACode' ||
    name === 'confirmSecurityAnswer' ||
    name === 'createUserAccount';
  // The account-creation calls that read the draft; get-started's first save works without one.
  const usesDraft = endpoint.path.startsWith('/acctCreate/') && endpoint.withCredentials === true;
  const security =
    name === 'refreshToken'
      ? [{ bearerAuth: [], refreshCookie: [] }]
      : usesDraft
        ? [{}, { accountDraftCookie: [] }]
        : name === 'generate2FACode' || name === 'validate2FACode'
          ? [{ twoStepCookie: [] }]
          : endpoint.authenticated
            ? [{ bearerAuth: [] }]
            : endpoint.optionalSession
              ? // OpenAPI's way of saying "with or without": an empty requirement or the token.
                [{}, { bearerAuth: [] }]
              : [];
  const sealedNote = encrypted
    ? 'Sealed in the encryption envelope; the schema is the JSON inside.'
    : 'Plain JSON (exempt from encryption).';
  const responses: Record<string, unknown> = {
    '200': {
      description: `The envelope; outcome in returnCode. ${sealedNote}`,
      ...((issuesToken || name === 'logout') && {
        headers:
          name === 'logout' ? { 'Set-Cookie': ref('headers', 'ClearRefreshCookie') } : tokenHeaders,
      }),
      content: { 'application/json': { schema: ref('schemas', `${schemaName}Response`) } },
    },
    '400': ref('responses', 'InvalidRequest'),
    ...((endpoint.authenticated || endpoint.optionalSession || name.endsWith('2FACode')) && {
      '401': ref('responses', 'NotAuthenticated'),
    }),
    ...((name.endsWith('BankDetails') || tagOf[name] === 'Enrollment') && {
      '404': ref('responses', 'NotFound'),
    }),
    ...(endpoint.idempotent && {
      '409': ref('responses', 'RequestInProgress'),
      '422': ref('responses', 'IdempotencyKeyReused'),
    }),
    '429': ref('responses', 'TooManyRequests'),
    '500': ref('responses', 'InternalError'),
    ...(name === 'portalContactUsSendMail' && {
      '503': errorResponse(
        'The message is stored but could not be sent to support now: returnCode 503 with the service-unavailable message.',
      ),
    }),
  };
  return {
    operationId: name,
    tags: [tagOf[name]],
    summary: endpoint.summary,
    description: `${endpoint.description ?? ''}\n\n${sealedNote}`.trim(),
    security,
    'x-encrypted': encrypted,
    ...(endpoint.idempotent && { 'x-idempotent': true }),
    ...(endpoint.method === 'GET' &&
      queryParameters(endpoint).length > 0 && { parameters: queryParameters(endpoint) }),
    ...(endpoint.idempotent && { parameters: [ref('parameters', 'IdempotencyKey')] }),
    ...((endpoint.method ?? 'POST') === 'POST' && {
      requestBody: {
        required: true,
        description: sealedNote,
        content: { 'application/json': { schema: ref('schemas', `${schemaName}Request`) } },
      },
    }),
    responses,
  };
}

function errorResponse(text: string, extraHeaders: Record<string, unknown> = {}) {
  return {
    description: `${text} Plaintext unless the body had been opened.`,
    ...(Object.keys(extraHeaders).length > 0 && { headers: extraHeaders }),
    content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } },
  };
}

/**
 * The OpenAPI 3.1 document of the service, generated from the zod contracts of `endpoints`.
 * Deterministic (no dates, no host), so a committed copy can be compared with a fresh one.
 */
export function createOpenApiDocument(): OpenApiDocument {
  const schemas: Record<string, unknown> = {
    EncryptedRequest: {
      type: 'object',
      description: `A request body in the encryption envelope: base64(IV ‖ ciphertext ‖ tag) "${envelopeFormat.delimiter}" base64(wrapped key).`,
      properties: {
        data: { type: 'string', pattern: '^[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2}$' },
      },
      required: ['data'],
      additionalProperties: false,
    },
    EncryptedAnswer: {
      type: 'object',
      description: 'An answer in the encryption envelope: base64(IV ‖ ciphertext ‖ tag).',
      properties: { data: { type: 'string', pattern: '^[A-Za-z0-9+/]+={0,2}$' } },
      required: ['data'],
      additionalProperties: false,
    },
    ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output'),
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [
    keyof typeof endpoints,
    Endpoint,
  ][]) {
    const schemaName = pascal(name);
    if ((endpoint.method ?? 'POST') === 'POST') {
      schemas[`${schemaName}Request`] = jsonSchema(endpoint.request, 'input');
    }
    schemas[`${schemaName}Response`] = jsonSchema(endpoint.response, 'output');
    paths[endpoint.path] = {
      [(endpoint.method ?? 'POST').toLowerCase()]: operation(name, endpoint),
    };
  }
  // Not an envelope call (spec section 7: PDFs are not encrypted), so not in the endpoint table.
  paths[downloadPdfPathTemplate] = {
    get: {
      operationId: 'downloadPDF',
      tags: ['Enrollment'],
      summary: 'The declarations PDF of one of the member’s enrollments',
      description:
        'A tagged PDF (document language en-US, a structure tree of headings, paragraphs and the list of covered persons) with the member, plan, tier, covered persons, cost per pay period and effective date. The id is the strDocumentId of downloadDeclarations. Sent with the bearer token; not in the encryption envelope.',
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        '200': {
          description: 'The PDF, as an attachment named declarations-<policy number>.pdf.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '401': ref('responses', 'NotAuthenticated'),
        '404': ref('responses', 'NotFound'),
      },
    },
  };

  return {
    openapi: '3.1.0',
    info: { title: 'Benefits portal service', version: '1', description },
    servers: [{ url: apiBasePath, description: "The service, on the portal's own origin" }],
    tags: [
      {
        name: 'Sign-in',
        description:
          'Sign-in, two-step verification, sign-out and token refresh (spec sections 4 and 7).',
      },
      { name: 'Encryption', description: 'The key of the encryption envelope (spec section 7).' },
      { name: 'Banks', description: 'The bank dashboard (spec sections 2, 3, 4 and 7, Payments).' },
      {
        name: 'Search',
        description:
          "The site search of the header form (spec sections 3 and 7): this edition's public content.",
      },
      {
        name: 'Tools',
        description:
          'Tools of the public site: contact us, the agency look-up and the ZIP check (spec section 7, Tools).',
      },
      {
        name: 'Account creation',
        description:
          'Account creation with save and resume (spec sections 2, 3 and 7; issue 19). No session needed; the draft cookie names the application.',
      },
      {
        name: 'Incomplete profile',
        description:
          'A signed-in member completing the profile after sign-in answered login code 18, 22, 23, 29 or 30 (spec sections 4 and 7; issue 19).',
      },
      {
        name: 'Account recovery',
        description:
          'Find your account and the temporary-password link (spec sections 2, 3 and 7). No session needed.',
      },
      {
        name: 'Security settings',
        description:
          'Password, security questions and two-step verification (spec sections 2 and 7).',
      },
      {
        name: 'Plans',
        description:
          "The plan catalogue priced for the signed-in member: plan years, tiers, the member's pay frequency, comparisons (spec sections 2, 3 and 7; issue 20).",
      },
      {
        name: 'Dashboard',
        description:
          "The member dashboard, one call per program: this year's and next year's enrollment, the open-season banner, what can be enrolled in (spec sections 2, 3 and 7; issue 20).",
      },
      {
        name: 'Enrollment',
        description:
          'Enrolling in a plan: why and when, who is covered, how to pay, the draft saved at every step, the agreements, the submit and the declarations PDF (spec sections 2 to 5 and 7; issue 21). A rule refuses with returnCode 300 and objFieldErrors, dual enrollment with 203.',
      },
      {
        name: 'Profile',
        description:
          'My profile, one save per section, sponsor and branch of service, and "confirm it\'s you" before email, phone, address and two-step changes (spec sections 2, 3 and 7; issue 22).',
      },
      {
        name: 'Alerts and activity',
        description:
          "The member's alerts behind the header's bell, and the activity log read from the service's audit rows (spec sections 2, 4 and 7; issue 22).",
      },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `The token of the sign-in or refresh answer (Authorization header), with its expiry in ${tokenExpiresAtHeader}.`,
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: refreshCookie.name,
          description: `HttpOnly, SameSite=Strict, Secure (not on plain-http localhost), Path=${refreshCookie.path}.`,
        },
        accountDraftCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: accountDraftCookie.name,
          description: `The account application in progress (issue 19), set by the first get-started save: HttpOnly, SameSite=Strict, Secure (not on plain-http localhost), Path=${accountDraftCookie.path}, ${accountDraftCookie.maxAgeDays} days from the last save.`,
        },
        twoStepCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: twoStepCookie.name,
          description: `The pending sign-in of two-step verification, set by a login answered with forwardCode 10: HttpOnly, SameSite=Strict, Secure (not on plain-http localhost), Path=${twoStepCookie.path}, 30 minutes at most.`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A new UUID per attempt, the same on its retries: a repeat of the same request answers the first answer (see Idempotent calls).',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
        },
      },
      headers: {
        Authorization: {
          description: 'The new bearer token: `Bearer <token>`.',
          schema: { type: 'string', pattern: '^Bearer [A-Za-z0-9_-]+$' },
        },
        TokenExpiresAt: {
          description: 'When the new bearer token expires (ISO 8601, UTC).',
          schema: { type: 'string', format: 'date-time' },
        },
        SetRefreshCookie: {
          description: `The new refresh credential: \`${refreshCookie.name}=…; Path=${refreshCookie.path}; HttpOnly; SameSite=Strict; Secure\`.`,
          schema: { type: 'string' },
        },
        ClearRefreshCookie: {
          description: `Clears the refresh credential (Max-Age=0, Path=${refreshCookie.path}).`,
          schema: { type: 'string' },
        },
        RetryAfter: {
          description: 'Seconds until the rate-limit window ends.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      responses: {
        InvalidRequest: errorResponse(
          'returnCode 400: malformed JSON, wrong types, unknown fields, values over their limits, a body over 64 KiB, a plaintext body on an encrypted call, or an envelope that does not open.',
        ),
        NotAuthenticated: errorResponse(
          'returnCode 401: a missing, expired, idle or revoked token (or, for the refresh, a missing or old refresh cookie; for the two-step calls, a missing, used or expired pending sign-in: log in again).',
        ),
        NotFound: errorResponse(
          "returnCode 404: no such record of the signed-in member. Another member's records answer exactly as missing ones.",
        ),
        TooManyRequests: errorResponse('returnCode 429: a rate limit refused the call.', {
          'Retry-After': ref('headers', 'RetryAfter'),
        }),
        RequestInProgress: errorResponse(
          'returnCode 409: a request with this Idempotency-Key is still being answered; send it again after Retry-After. Also when the key was answered before but its answer cannot be read by this service (it ran: do not send it with a new key before checking).',
          { 'Retry-After': ref('headers', 'RetryAfter') },
        ),
        IdempotencyKeyReused: errorResponse(
          'returnCode 422: this Idempotency-Key came with another request (body, path or member) before. Use a new key for a new request.',
        ),
        InternalError: errorResponse(
          'returnCode 500: anything unexpected; the message is only "We\'re unable to complete your request at this time."',
        ),
      },
      schemas,
    },
  };
}
