import { NotificationBanner } from '@portal/ui';
import { longDate } from '../../plans/long-date.js';
import { dashboardCopy } from './dashboard-copy.js';

const copy = dashboardCopy.openSeason;

/** While open season runs: until when (dtOSEndDate, spec section 3 'Dashboard state'). */
export function OpenSeasonBanner({ endDate }: { endDate: string }) {
  return (
    <NotificationBanner title={copy.title} heading={copy.heading(longDate(endDate))}>
      <p>{copy.text}</p>
    </NotificationBanner>
  );
}
