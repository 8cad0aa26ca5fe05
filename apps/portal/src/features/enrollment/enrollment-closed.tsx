import { customerCarePhone, type FieldErrorKey } from '@portal/forms/catalogue';
import { Link, Stack } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { longDate } from '../../plans/long-date.js';
import * as styles from '../../styles/form-page.css.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { reasonCopy as copy } from './reason-copy.js';
import type { SeasonFlags } from './reason-options.js';

/**
 * In place of 'Why and when' when no reason to enroll is open to the member (login code 21: both
 * hire-date windows closed and no open season; a hire date after today): why, in the catalogue's
 * words, and what to do instead (the next open season; customer care's number for a qualifying
 * life event or a belated enrollment the member cannot ask for online), with the way back to the
 * dashboard. Never a dead end. Its heading takes focus, as
 * a new page's would.
 */
export function EnrollmentClosed({
  problem,
  season,
}: {
  /** Why the hire date's window is not open (the catalogue's key), when that is why. */
  problem: FieldErrorKey | null;
  season: SeasonFlags | null;
}) {
  const message = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap={4}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {copy.closedHeading}
      </h1>
      {problem ? <p>{message(problem)}</p> : null}
      <h2 className={styles.subheading}>{copy.closedWhat}</h2>
      {/* While open season runs and the member cannot take it, no next one is worth naming. */}
      {season && !season.blnOpenSeason ? (
        <p>
          {copy.closedNextOpenSeason(longDate(season.dtOSStartDate), longDate(season.dtOSEndDate))}
        </p>
      ) : null}
      <p>{copy.closedByPhone(customerCarePhone())}</p>
      <p>
        <Link href="/dashboard">{enrollmentCopy.dashboard}</Link>
      </p>
    </Stack>
  );
}
