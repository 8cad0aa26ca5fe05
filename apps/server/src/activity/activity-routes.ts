import type { ActivityEntry } from '@portal/api/activity';
import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { type ActivityCategory, activityKindValues } from '@portal/forms/code-lists';
import { ACTIVITY_PAGE_SIZE } from '@portal/forms/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { AuditEventKind } from '../db/database-schema.js';
import { envelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import { browserNameOf } from './browser-name.js';

/** The activity log's group of each audit kind it shows, by the kind's area. */
function categoryOf(kind: string): ActivityCategory {
  if (kind.startsWith('login.') || kind.startsWith('two-step.') || kind === 'logout') {
    return 'SIGN_IN';
  }
  if (kind.startsWith('bank.')) return 'BANK';
  if (kind.startsWith('enrollment.')) return 'ENROLLMENT';
  if (kind.startsWith('life-event.')) return 'LIFE_EVENT';
  if (kind.startsWith('payment.')) return 'PAYMENT';
  if (kind.startsWith('profile.') || kind.startsWith('alert.') || kind === 'account.created') {
    return 'PROFILE';
  }
  return 'SECURITY';
}

/**
 * Only the kinds the member reads (@portal/forms activityKinds): not look-ups or drafts. Every one
 * is a kind the service records (the type check says so).
 */
const shownKinds: AuditEventKind[] = activityKindValues satisfies readonly AuditEventKind[];

/**
 * The member's activity log (issue 22; ours): read from audit_events, where every change writes
 * its row in its own transaction, so it never disagrees with the data. Newest first, paged.
 * Member-scoped: another member's id answers 404.
 */
export const activityRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerMemberEndpoint(app, endpoints.fetchActivityLog, async ({ member, body }) => {
    const page = body.lnPage ?? 1;
    const pageSize = body.lnPageSize ?? ACTIVITY_PAGE_SIZE;
    const mine = db
      .selectFrom('audit_events')
      .where('member_id', '=', member.memberId)
      .where('kind', 'in', shownKinds);
    const [rows, total] = await Promise.all([
      mine
        .select(['audit_id', 'kind', 'at', 'client_address', 'user_agent'])
        .orderBy('at', 'desc')
        .orderBy('audit_id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    ]);
    const entries: ActivityEntry[] = rows.map((row) => ({
      strActivityId: row.audit_id,
      dtAt: row.at,
      strKind: row.kind,
      strCategory: categoryOf(row.kind),
      strBrowser: browserNameOf(row.user_agent),
      strClientAddress: row.client_address,
    }));
    return envelope(returnCodes.success, {
      liActivity: entries,
      lnPage: page,
      lnPageSize: pageSize,
      lnTotal: Number(total?.count ?? 0),
    });
  });
};
