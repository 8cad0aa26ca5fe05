import { enrollingAsValues, productFlagValues } from '@portal/forms/code-lists';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * The agency look-up of get-started (spec section 7 'Tools': agencyLookUp, agencySearch,
 * fetchAnnuityAgencyLists, fetchEmployeeList), answered from the committed agency list
 * (content/catalogue/agencies.json). Public, no session; rate limited per client address.
 */
export const agencyLookUpPath = '/tools/agencyLookUp';
export const agencySearchPath = '/tools/agencySearch';
export const fetchAnnuityAgencyListsPath = '/tools/fetchAnnuityAgencyLists';
export const fetchEmployeeListPath = '/tools/fetchEmployeeList';

export const agencyKinds = ['employing', 'annuity'] as const;

export const agencySchema = z.object({
  strAgencyCode: z.string(),
  strAgencyName: z.string(),
  strAgencyKind: z.enum(agencyKinds),
});

const agencyCode = z.string().check(z.regex(/^[A-Z0-9]{2,8}$/));

/** POST /tools/agencyLookUp: one agency by its code. */
export const agencyLookUpRequestSchema = z.strictObject({ strAgencyCode: agencyCode });
/** returnCode 200 with the agency; 404 when the list has no such code. */
export const agencyLookUpResponseSchema = envelopeSchema(
  z.object({ objAgency: z.optional(agencySchema), strMessage: z.optional(z.string()) }),
);

/** POST /tools/agencySearch: employing agencies whose name or code holds the words typed. */
export const agencySearchRequestSchema = z.strictObject({
  strSearchText: singleLine(z.string().check(z.trim(), z.minLength(2), z.maxLength(60))),
});
/** returnCode 200: at most 20 agencies, best first (code match, then name start, then name). */
export const agencySearchResponseSchema = envelopeSchema(
  z.object({ liAgencies: z.array(agencySchema) }),
);

export const fetchAnnuityAgencyListsRequestSchema = z.strictObject({});
/** returnCode 200: the retirement systems that pay annuities (for annuitants and survivors). */
export const fetchAnnuityAgencyListsResponseSchema = envelopeSchema(
  z.object({ liAgencies: z.array(agencySchema) }),
);

/** POST /tools/fetchEmployeeList: the edition's "who is enrolling" choices. */
export const fetchEmployeeListRequestSchema = z.strictObject({
  strProductNm: z.enum(productFlagValues),
});
/**
 * returnCode 200: the choices with their labels, which agency list each asks from (or none) and
 * whether the branch-of-service step follows.
 */
export const fetchEmployeeListResponseSchema = envelopeSchema(
  z.object({
    liEmployeeKinds: z.array(
      z.object({
        strCode: z.enum(enrollingAsValues),
        strLabel: z.string(),
        strAgencyKind: z.nullable(z.enum(agencyKinds)),
        strBranchOfService: z.enum(['Y', 'N']),
      }),
    ),
  }),
);

export type Agency = z.infer<typeof agencySchema>;

export const agencyLookUpEndpoint = {
  path: agencyLookUpPath,
  request: agencyLookUpRequestSchema,
  response: agencyLookUpResponseSchema,
  summary: 'An agency by its code',
  description: 'From the committed agency list; 404 for a code it does not hold.',
} as const satisfies Endpoint;

export const agencySearchEndpoint = {
  path: agencySearchPath,
  request: agencySearchRequestSchema,
  response: agencySearchResponseSchema,
  summary: 'Search employing agencies by name or code',
  description: 'At most 20 employing agencies of the committed list, best match first.',
} as const satisfies Endpoint;

export const fetchAnnuityAgencyListsEndpoint = {
  path: fetchAnnuityAgencyListsPath,
  request: fetchAnnuityAgencyListsRequestSchema,
  response: fetchAnnuityAgencyListsResponseSchema,
  summary: 'The retirement systems that pay annuities',
  description: 'The annuity agencies of the committed list, for annuitants and survivors.',
} as const satisfies Endpoint;

export const fetchEmployeeListEndpoint = {
  path: fetchEmployeeListPath,
  request: fetchEmployeeListRequestSchema,
  response: fetchEmployeeListResponseSchema,
  summary: 'Who can enroll on this edition',
  description:
    "The get-started choices of the edition: the federal edition's account kinds, or " +
    'individuals in MP (@portal/forms enrollingAs).',
} as const satisfies Endpoint;
