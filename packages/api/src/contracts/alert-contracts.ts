import {
  alertKindValues,
  alertSeverityValues,
  alertStatusValues,
  yesNoValues,
} from '@portal/forms/code-lists';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * The member's alerts (issue 22; spec sections 2 and 7: /manage-alert, manageMyAlerts). Alerts are
 * rows of the service (domain.md section 7): today the four pending-action markers (invalid work or
 * other email, invalid residence or mailing address); later issues add payments returned, bills
 * due, life events decided and documents needed as rows of new kinds, not new calls. Fixing the
 * flagged item resolves its alert; informational alerts can be dismissed.
 */
export const manageMyAlertsPath = '/manageMyAlerts';

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);

export const alertSchema = z.object({
  strAlertId: z.string(),
  strKind: z.enum(alertKindValues),
  /** ACTION: fix something (not dismissable); INFO: to know (dismissable). */
  strSeverity: z.enum(alertSeverityValues),
  /** P pending, R resolved, D dismissed. */
  strStatus: z.enum(alertStatusValues),
  /** Where it is fixed or read: a path of the portal ('/my-profile#emails'). */
  strLink: z.string(),
  /** What the alert is about, for its text: the masked email or address, a program id… */
  strSubject: z.nullable(z.string()),
  dtCreated: z.string().check(z.describe('ISO 8601 instant (UTC)')),
  dtResolved: z.nullable(z.string().check(z.describe('ISO 8601 instant (UTC)'))),
});

/**
 * POST /manageMyAlerts. strAction LIST (the default) reads the alerts; DISMISS dismisses one
 * informational alert (an ACTION alert answers 300: fix it instead).
 */
export const manageMyAlertsRequestSchema = z.union([
  z.strictObject({ strMember_Id: memberId, strAction: z.optional(z.literal('LIST')) }),
  z.strictObject({
    strMember_Id: memberId,
    strAction: z.literal('DISMISS'),
    strAlertId: singleLine(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
]);

/**
 * The pending alerts first (newest first), then those resolved or dismissed in the last 90 days.
 * strPendingAction is the spec's pending-action flag (section 4) as it is now; strInvalidMethods Y
 * when an email is flagged invalid (the page shows 'The methods below have been marked invalid.
 * You can update them after logging in.' above them). 300 with strMessage: the alert cannot be
 * dismissed; 404: no such alert of this member's.
 */
export const manageMyAlertsResponseSchema = envelopeSchema(
  z.object({
    liAlerts: z.array(alertSchema),
    lnPendingCount: z.int().check(z.nonnegative()),
    strPendingAction: z.enum(yesNoValues),
    strInvalidMethods: z.enum(yesNoValues),
    strMessage: z.optional(z.string()),
  }),
);

export type Alert = z.infer<typeof alertSchema>;
export type ManageMyAlertsRequest = z.input<typeof manageMyAlertsRequestSchema>;
export type ManageMyAlertsResponse = z.infer<typeof manageMyAlertsResponseSchema>;

export const manageMyAlertsEndpoint = {
  path: manageMyAlertsPath,
  request: manageMyAlertsRequestSchema,
  response: manageMyAlertsResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: "The signed-in member's alerts; dismiss an informational one",
  description:
    'LIST: the alerts with their kind, status and the portal link where each is fixed, the count ' +
    "pending and the spec's pending-action flag. DISMISS: one INFO alert (writes an audit row). " +
    'Only for the signed-in member: another strMember_Id answers 404.',
} as const satisfies Endpoint;
