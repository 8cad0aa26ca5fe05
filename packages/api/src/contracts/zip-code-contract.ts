import { stateCodeValues } from '@portal/forms/code-lists';
import { isZipCode } from '@portal/forms/rules';
import { z } from 'zod/mini';
import { zipCandidateSchema } from './account-creation-contracts.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * The service's own address check (spec section 7 'Tools': validateZipCode; issue 19). It answers
 * from a ZIP dataset installed with the service (the npm package zipcodes), never from a call
 * outside: the ZIP must exist and lie in the state. It checks ZIP and state, not the street, so the
 * screens say 'ZIP and state checked', never 'verified'.
 */
export const validateZipCodePath = '/tools/validateZipCode';

export const zipStatuses = ['MATCH', 'MISMATCH', 'NOT_FOUND'] as const;

export const validateZipCodeRequestSchema = z.strictObject({
  strZip: z.string().check(z.refine(isZipCode, { error: 'invalidZipCode' })),
  strState: z.enum(stateCodeValues),
});

/**
 * returnCode 200. strZipStatus MATCH: the ZIP lies in the state; MISMATCH: it lies elsewhere, and
 * liCandidates holds up to 10 cities and states for it (its own place first); NOT_FOUND: no such
 * ZIP in the dataset.
 */
export const validateZipCodeResponseSchema = envelopeSchema(
  z.object({
    strZipStatus: z.enum(zipStatuses),
    liCandidates: z.array(zipCandidateSchema),
  }),
);

export type ValidateZipCodeResponse = z.infer<typeof validateZipCodeResponseSchema>;

export const validateZipCodeEndpoint = {
  path: validateZipCodePath,
  request: validateZipCodeRequestSchema,
  response: validateZipCodeResponseSchema,
  summary: 'Check that a ZIP exists and lies in a state',
  description:
    "Answered from the service's own ZIP dataset (no call outside). On a mismatch, up to 10 " +
    'city and state candidates. Rate limited per client address.',
} as const satisfies Endpoint;
