import { activityCategoryValues } from '@portal/forms/code-lists';
import { ACTIVITY_PAGE_SIZE_MAX } from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * The member's activity log (issue 22; ours: no anchor gives members one history). Read from the
 * service's audit table, which every change writes in its own transaction, so it never disagrees
 * with the data: sign-ins, security, profile and bank changes, enrollments, life events and
 * payments, newest first, paged.
 */
export const fetchActivityLogPath = '/fetchActivityLog';

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);

export const activityEntrySchema = z.object({
  strActivityId: z.string(),
  /** When, as an ISO 8601 instant (UTC); the page shows it in Eastern Time. */
  dtAt: z.string(),
  /** The audit kind ('login.succeeded'…); its words are @portal/forms activityKinds. */
  strKind: z.string(),
  strCategory: z.enum(activityCategoryValues),
  /** The browser and system it came from ('Firefox 128 on Linux'); null when not recorded. */
  strBrowser: z.nullable(z.string()),
  /** The client address it came from; null when not recorded. */
  strClientAddress: z.nullable(z.string()),
});

/** POST /fetchActivityLog: page 1 is the newest. */
export const fetchActivityLogRequestSchema = z.strictObject({
  strMember_Id: memberId,
  lnPage: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
  lnPageSize: z.optional(z.int().check(z.minimum(1), z.maximum(ACTIVITY_PAGE_SIZE_MAX))),
});

export const fetchActivityLogResponseSchema = envelopeSchema(
  z.object({
    liActivity: z.array(activityEntrySchema),
    lnPage: z.int(),
    lnPageSize: z.int(),
    lnTotal: z.int().check(z.nonnegative()),
  }),
);

export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type FetchActivityLogRequest = z.input<typeof fetchActivityLogRequestSchema>;
export type FetchActivityLogResponse = z.infer<typeof fetchActivityLogResponseSchema>;

export const fetchActivityLogEndpoint = {
  path: fetchActivityLogPath,
  request: fetchActivityLogRequestSchema,
  response: fetchActivityLogResponseSchema,
  authenticated: true,
  summary: "The signed-in member's activity, newest first",
  description:
    'One page (20 by default, at most 50) of the sign-ins, security, profile and bank changes, ' +
    'enrollments, life events and payments recorded for the member, with the browser and client ' +
    'address each came from, and the total. Ours: the spec shows no such call. Only for the ' +
    'signed-in member: another strMember_Id answers 404.',
} as const satisfies Endpoint;
