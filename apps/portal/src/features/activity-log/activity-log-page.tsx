import { useActivityLog } from '@portal/api/swr';
import { activityCategories, activityKinds } from '@portal/forms/code-lists';
import {
  ContentPage,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@portal/ui';
import { useSearchParams } from 'react-router';
import { easternDateTime } from '../../plans/eastern-time.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { activityLogCopy as copy } from './activity-log-copy.js';

/** The page asked for in the address (?page=2), 1 when absent or not a page number. */
function pageOf(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function describe(kind: string): string {
  return Object.hasOwn(activityKinds, kind)
    ? activityKinds[kind as keyof typeof activityKinds]
    : copy.otherActivity;
}

/**
 * /activity-log (the MY ACCOUNT menu's Account activity; issue 22, fetchActivityLog): the member's
 * sign-ins, security, profile and bank changes, newest first, a page at a time with the kit's
 * Pagination, each with its time in Eastern Time, what happened, and the browser and address it
 * came from. Read from the service's audit rows, so it never disagrees with the data.
 */
export function ActivityLogPage() {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const log = useActivityLog(memberId, page);
  if (!memberId) return null;
  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.lnTotal / data.lnPageSize)) : 1;

  return (
    <ContentPage heading={copy.heading} lead={copy.lead} stepKey={page}>
      {log.error ? <ServiceUnavailableBanner withContactLink /> : null}
      {!data && !log.error ? <p role="status">{copy.loading}</p> : null}
      {data && data.lnTotal === 0 ? <p>{copy.none}</p> : null}
      {data && data.liActivity.length > 0 ? (
        <>
          <p>{copy.pageOf(data.lnPage, pageCount, data.lnTotal)}</p>
          <Table caption={copy.caption} captionHidden>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{copy.when}</TableHeaderCell>
                <TableHeaderCell>{copy.what}</TableHeaderCell>
                <TableHeaderCell>{copy.browser}</TableHeaderCell>
                <TableHeaderCell>{copy.address}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.liActivity.map((entry) => (
                <TableRow key={entry.strActivityId}>
                  <TableCell>
                    <time dateTime={entry.dtAt}>{easternDateTime(entry.dtAt)}</time>
                  </TableCell>
                  <TableCell>
                    {describe(entry.strKind)}
                    <br />
                    <small>{activityCategories[entry.strCategory]}</small>
                  </TableCell>
                  <TableCell>{entry.strBrowser ?? copy.notRecorded}</TableCell>
                  <TableCell>{entry.strClientAddress ?? copy.notRecorded}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            aria-label={copy.pagination}
            currentPage={data.lnPage}
            pageCount={pageCount}
            hrefForPage={(target) => `?page=${target}`}
          />
        </>
      ) : null}
    </ContentPage>
  );
}
