import { randomUUID } from 'node:crypto';
import type { AlertKind } from '@portal/forms/code-lists';
import { PENDING_ACTION_MARKER } from '@portal/forms/rules';
import type { Database } from '../db/create-database.js';
import type { Member, MemberAlertsTable } from '../db/database-schema.js';
import { maskEmail } from '../security-settings/contact-methods.js';

/*
 * The member's alerts (issue 22; domain.md section 7), rows of member_alerts. The four kinds of
 * the spec's pending-action rule (section 4) follow the markers on `members`, which stay the
 * source of truth the user object carries: syncMarkerAlerts raises a pending alert for a marker
 * that holds the insert marker and resolves one whose marker was cleared, so a marker set by any
 * path (the demo seed, an administrator, a returned mailing) shows as an alert. A fix clears the
 * marker and resolves the alert in the fix's own transaction (resolveAlerts). Later issues insert
 * rows of their own kinds (payments returned, bills due...) with raiseAlert.
 */

/** Where each marker kind is fixed: the section of My profile. */
const markerAlerts: ReadonlyArray<{
  kind: AlertKind;
  link: string;
  flagged: (member: Member) => boolean;
  subject: (member: Member) => string | null;
}> = [
  {
    kind: 'WORK_EMAIL_INVALID',
    link: '/my-profile#emails',
    flagged: (member) => member.work_email_ind === PENDING_ACTION_MARKER,
    subject: (member) => (member.work_email ? maskEmail(member.work_email) : null),
  },
  {
    kind: 'OTHER_EMAIL_INVALID',
    link: '/my-profile#emails',
    flagged: (member) => member.other_email_ind === PENDING_ACTION_MARKER,
    subject: (member) => (member.other_email ? maskEmail(member.other_email) : null),
  },
  {
    kind: 'ADDRESS_INVALID',
    link: '/my-profile#addresses',
    flagged: (member) => member.address_invalid_flag === PENDING_ACTION_MARKER,
    subject: () => null,
  },
  {
    kind: 'MAIL_ADDRESS_INVALID',
    link: '/my-profile#addresses',
    flagged: (member) => member.mail_address_invalid_flag === PENDING_ACTION_MARKER,
    subject: () => null,
  },
];

export const markerAlertKinds = markerAlerts.map((alert) => alert.kind);

/** A new pending alert of any kind (later issues: payments, life events...). */
export async function raiseAlert(
  db: Database,
  alert: Pick<MemberAlertsTable, 'member_id' | 'kind' | 'severity' | 'subject' | 'link'>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('member_alerts')
    .values({
      alert_id: randomUUID(),
      ...alert,
      status: 'P',
      created_at: at.toISOString(),
      resolved_at: null,
    })
    .execute();
}

/** The flagged item was fixed: its pending alerts are resolved (in the fix's transaction). */
export async function resolveAlerts(
  db: Database,
  memberId: string,
  kinds: readonly AlertKind[],
  at: Date,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .updateTable('member_alerts')
    .set({ status: 'R', resolved_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('status', '=', 'P')
    .where('kind', 'in', [...kinds])
    .execute();
}

/**
 * Brings the marker kinds' alerts in line with the member's markers. Inside a transaction holding
 * the member row, so two reads side by side raise one alert, not two.
 */
export async function syncMarkerAlerts(db: Database, memberId: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // An update that changes nothing takes the member's row lock (PostgreSQL) or the write lock
    // (SQLite): the reads below see every sync that committed before.
    await trx
      .updateTable('members')
      .set((eb) => ({ member_id: eb.ref('member_id') }))
      .where('member_id', '=', memberId)
      .execute();
    const member = await trx
      .selectFrom('members')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!member) return;
    const pending = await trx
      .selectFrom('member_alerts')
      .select('kind')
      .where('member_id', '=', memberId)
      .where('status', '=', 'P')
      .where('kind', 'in', markerAlertKinds)
      .execute();
    const pendingKinds = new Set(pending.map((row) => row.kind));
    const cleared: AlertKind[] = [];
    for (const alert of markerAlerts) {
      const flagged = alert.flagged(member);
      if (flagged && !pendingKinds.has(alert.kind)) {
        await raiseAlert(
          trx,
          {
            member_id: memberId,
            kind: alert.kind,
            severity: 'ACTION',
            subject: alert.subject(member),
            link: alert.link,
          },
          at,
        );
      } else if (!flagged && pendingKinds.has(alert.kind)) {
        cleared.push(alert.kind);
      }
    }
    await resolveAlerts(trx, memberId, cleared, at);
  });
}

/** How long resolved and dismissed alerts stay in the list. */
const RECENT_DAYS = 90;

/** The pending alerts (newest first), then those closed in the last 90 days (newest first). */
export async function alertsOf(db: Database, memberId: string, now: Date) {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('member_alerts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('status', '=', 'P'), eb('resolved_at', '>=', since)]))
    .orderBy('created_at', 'desc')
    .orderBy('alert_id')
    .execute();
  const pending = rows.filter((row) => row.status === 'P');
  return [...pending, ...rows.filter((row) => row.status !== 'P')];
}

/** Dismisses one of the member's INFO alerts; false when there is no such pending one of theirs. */
export async function dismissMemberAlert(
  db: Database,
  memberId: string,
  alertId: string,
  at: Date,
): Promise<'dismissed' | 'not-found' | 'not-dismissable'> {
  const alert = await db
    .selectFrom('member_alerts')
    .select(['severity', 'status'])
    .where('member_id', '=', memberId)
    .where('alert_id', '=', alertId)
    .executeTakeFirst();
  if (!alert) return 'not-found';
  if (alert.severity !== 'INFO') return 'not-dismissable';
  if (alert.status !== 'P') return 'dismissed';
  await db
    .updateTable('member_alerts')
    .set({ status: 'D', resolved_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('alert_id', '=', alertId)
    .where('status', '=', 'P')
    .execute();
  return 'dismissed';
}
