import type { Alert } from '@portal/api/alerts';
import { useDismissAlert, useMyAlerts } from '@portal/api/swr';
import { alertKinds, alertSeverities, alertStatuses } from '@portal/forms/code-lists';
import {
  AlertBanner,
  Button,
  DashboardCard,
  DashboardPage,
  StatusTag,
  type StatusTagTone,
} from '@portal/ui';
import { useState } from 'react';
import { longDate } from '../../plans/long-date.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { alertActions, alertsCopy as copy } from './alerts-copy.js';

type DismissNote = 'dismissed' | 'refused' | 'notFound' | 'unavailable' | null;

/** The day an alert's instant falls on in Eastern Time, as members read dates. */
function easternDay(instant: string): string {
  return longDate(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(instant)),
  );
}

/**
 * /manage-alert (spec sections 2 and 7: manageMyAlerts): the member's alerts, those to act on
 * first, each with what to do and a link straight to where it is done; informational ones can be
 * dismissed. The header's bell leads here. When a contact method is marked invalid a line says
 * so above the list (ours: the spec's sentence for it is the sign-in's, 'You can update them
 * after logging in.').
 */
export function AlertsPage() {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const alerts = useMyAlerts(memberId);
  const dismiss = useDismissAlert(memberId ?? '');
  const [note, setNote] = useState<DismissNote>(null);
  if (!memberId) return null;
  const data = alerts.data;

  async function dismissOne(alert: Alert) {
    setNote(null);
    const outcome = await dismiss.trigger(alert.strAlertId);
    if (outcome.kind === 'dismissed') {
      await alerts.mutate(outcome.alerts, { revalidate: false });
      setNote('dismissed');
    } else if (outcome.kind === 'signedOut') setNote('unavailable');
    else setNote(outcome.kind);
  }

  const pending = data?.liAlerts.filter((alert) => alert.strStatus === 'P') ?? [];
  const past = data?.liAlerts.filter((alert) => alert.strStatus !== 'P') ?? [];

  return (
    <DashboardPage
      heading={copy.heading}
      lead={copy.lead}
      notice={
        <>
          {alerts.error ? <ServiceUnavailableBanner withContactLink /> : null}
          {!data && !alerts.error ? <p role="status">{copy.loading}</p> : null}
          {data ? <p>{copy.pendingCount(data.lnPendingCount)}</p> : null}
          {data?.strInvalidMethods === 'Y' ? (
            <AlertBanner status="INFO">
              <p>{copy.invalidMethods}</p>
            </AlertBanner>
          ) : null}
          {note === 'dismissed' ? (
            <AlertBanner status="SUCCESS">
              <p>{copy.dismissed}</p>
            </AlertBanner>
          ) : null}
          {note === 'refused' || note === 'notFound' ? (
            <AlertBanner status="ERROR">
              <p>{note === 'refused' ? copy.cannotDismiss : copy.alreadyGone}</p>
            </AlertBanner>
          ) : null}
          {note === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
          {data && data.liAlerts.length === 0 ? <p>{copy.none}</p> : null}
        </>
      }
    >
      {[...pending, ...past].map((alert) => (
        <AlertCard
          key={alert.strAlertId}
          alert={alert}
          busy={dismiss.isMutating}
          onDismiss={() => void dismissOne(alert)}
        />
      ))}
    </DashboardPage>
  );
}

function AlertCard({
  alert,
  busy,
  onDismiss,
}: {
  alert: Alert;
  busy: boolean;
  onDismiss: () => void;
}) {
  const title = alertKinds[alert.strKind];
  const action = alertActions[alert.strKind];
  const isPending = alert.strStatus === 'P';
  const tone: StatusTagTone = !isPending
    ? 'success'
    : alert.strSeverity === 'ACTION'
      ? 'error'
      : 'info';
  const status = isPending ? alertSeverities[alert.strSeverity] : alertStatuses[alert.strStatus];
  return (
    <DashboardCard
      title={title}
      status={<StatusTag tone={tone}>{status}</StatusTag>}
      actions={isPending ? [{ href: alert.strLink, label: action.linkLabel }] : []}
    >
      {alert.strSubject ? <p>{copy.about(alert.strSubject)}</p> : null}
      {isPending ? <p>{action.whatToDo}</p> : null}
      <p>
        {isPending
          ? copy.raised(easternDay(alert.dtCreated))
          : alert.strStatus === 'R'
            ? copy.resolvedOn(easternDay(alert.dtResolved ?? alert.dtCreated))
            : copy.dismissedOn(easternDay(alert.dtResolved ?? alert.dtCreated))}
      </p>
      {isPending && alert.strSeverity === 'INFO' ? (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={copy.dismissAlert(title)}
          onClick={onDismiss}
        >
          {copy.dismiss}
        </Button>
      ) : null}
    </DashboardCard>
  );
}
