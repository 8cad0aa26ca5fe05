import { fieldErrorMessages } from '@portal/forms/catalogue';
import { Button, Link, Stack } from '@portal/ui';
import { useEffect, useRef } from 'react';
import * as styles from '../../styles/form-page.css.js';
import { endedCopy as copy } from './account-creation-copy.js';

/** The answers that end online enrollment (spec section 5): each is told whom to call. */
export type EndedReason =
  | 'underOnlineEnrollmentAge'
  | 'survivorNeedsCustomerService'
  | 'sponsorNeedsCustomerService';

/**
 * The clear page an answer that ends online enrollment leads to, in place of the step: what
 * happened in the catalogue's words (with the customer-care number), and two ways on, back to the
 * answer or home. Never a dead end. Its heading takes focus, as a new page's would.
 */
export function EndedOnline({ reason, onChange }: { reason: EndedReason; onChange: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap={4}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {copy.heading}
      </h1>
      <p>{fieldErrorMessages[reason]}</p>
      {/* A row that wraps, as the kit's Inline, which is grouped with the served content. */}
      <Stack direction="row" wrap align="center" gap={4}>
        <Button type="button" variant="secondary" onClick={onChange}>
          {copy.changeAnswer}
        </Button>
        <Link href="/">{copy.home}</Link>
      </Stack>
    </Stack>
  );
}
