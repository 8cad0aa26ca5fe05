import type { Alert } from '@portal/api/alerts';
import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import type { AlertKind } from '@portal/forms/code-lists';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { MemberAlertsTable } from '../db/database-schema.js';
import { existingMemberById } from '../members/member-queries.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import { pendingActionOf } from '../profile/profile-view.js';
import { alertsOf, dismissMemberAlert, syncMarkerAlerts } from './alert-queries.js';

const noSuchAlert = 'There is no such alert.';

/** An ACTION alert cannot be dismissed: fixing what it names resolves it. */
export const alertNotDismissableMessage =
  'This alert goes away once you fix what it names. Follow its link to fix it.';

function alertOf(row: MemberAlertsTable): Alert {
  return {
    strAlertId: row.alert_id,
    strKind: row.kind as AlertKind,
    strSeverity: row.severity,
    strStatus: row.status,
    strLink: row.link,
    strSubject: row.subject,
    dtCreated: row.created_at,
    dtResolved: row.resolved_at,
  };
}

/**
 * The member's alerts (spec sections 2 and 7: /manage-alert, manageMyAlerts). Member-scoped; an
 * alert of another member's reads as one that does not exist (404).
 */
export const alertRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  async function alertsAnswer(memberId: string, now: Date) {
    await syncMarkerAlerts(db, memberId, now);
    const [member, rows] = await Promise.all([
      existingMemberById(db, memberId),
      alertsOf(db, memberId, now),
    ]);
    const alerts = rows.map(alertOf);
    return {
      liAlerts: alerts,
      lnPendingCount: alerts.filter((alert) => alert.strStatus === 'P').length,
      strPendingAction: pendingActionOf(member) ? ('Y' as const) : ('N' as const),
      strInvalidMethods:
        member.work_email_ind === 'I' || member.other_email_ind === 'I'
          ? ('Y' as const)
          : ('N' as const),
    };
  }

  function notFound(reply: FastifyReply) {
    reply.code(404);
    return errorEnvelope(returnCodes.notFound, noSuchAlert);
  }

  registerMemberEndpoint(app, endpoints.manageMyAlerts, async ({ member, reply, body }) => {
    const now = new Date();
    if (body.strAction === 'DISMISS') {
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await dismissMemberAlert(trx, member.memberId, body.strAlertId, now);
        if (result === 'dismissed') {
          await recordAuditEvent(trx, {
            memberId: member.memberId,
            kind: 'alert.dismissed',
            at: now,
            detail: { alertId: body.strAlertId },
          });
        }
        return result;
      });
      if (outcome === 'not-found') return notFound(reply);
      if (outcome === 'not-dismissable') {
        return envelope(returnCodes.badRequest, {
          ...(await alertsAnswer(member.memberId, now)),
          strMessage: alertNotDismissableMessage,
        });
      }
    }
    return envelope(returnCodes.success, await alertsAnswer(member.memberId, now));
  });
};
