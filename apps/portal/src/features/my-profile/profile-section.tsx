import { AlertBanner, Card, Stack } from '@portal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy as copy } from './my-profile-copy.js';
import type { SectionStatus } from './use-section-save.js';

// Loaded when the service first asks for it: most saves never do.
const ConfirmItsYou = lazy(async () => ({
  default: (await import('../../security/confirm-its-you.js')).ConfirmItsYou,
}));

/**
 * One section of My profile: a card named by its heading (a region, reachable from the page's
 * contents by its id), what its last Save came to, "Confirm it's you" when the service asks, and
 * the section's form. The form stays mounted whatever happens, so nothing typed is lost.
 */
export function ProfileSection({
  id,
  heading,
  savedText,
  memberId,
  save,
  notice,
  children,
}: {
  id: string;
  heading: string;
  savedText: string;
  memberId: string;
  save: {
    status: SectionStatus;
    confirmed: () => Promise<void>;
    cancelConfirm: () => void;
    signedOut: () => void;
  };
  /** Above the form: why the section needs attention (an email or address marked invalid). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const { status } = save;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // An alert's link (/my-profile#emails) or the contents list leads here: focus follows the
  // scroll, so a keyboard or screen-reader user lands on the section too.
  useEffect(() => {
    if (hash === `#${id}`) headingRef.current?.focus({ preventScroll: true });
  }, [hash, id]);
  return (
    <Card as="section" id={id} aria-labelledby={headingId} className={styles.section}>
      <Stack gap={4}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          {heading}
        </h2>
        {notice}
        {status.kind === 'saved' ? (
          <AlertBanner status="SUCCESS">
            <p>{savedText}</p>
          </AlertBanner>
        ) : null}
        {status.kind === 'refused' ? (
          <AlertBanner status="ERROR">
            <p>{status.message ?? copy.refusedFallback}</p>
          </AlertBanner>
        ) : null}
        {status.kind === 'signedOut' ? (
          <AlertBanner status="ERROR">
            <p>{copy.signedOut}</p>
          </AlertBanner>
        ) : null}
        {status.kind === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
        {children}
        {status.kind === 'confirming' ? (
          <Suspense fallback={null}>
            <ConfirmItsYou
              memberId={memberId}
              onConfirmed={save.confirmed}
              onCancel={save.cancelConfirm}
              onSignedOut={save.signedOut}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
