import { Button, Card, Stack, SummaryList, type SummaryListRow } from '@portal/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';

/**
 * A section of My profile as saved, with its Change button; Change opens the section's form in
 * place (`form`, a lazy component: the form kit and the section's calls load then, not with the
 * page). It opens by itself when it needs attention (`startOpen`: an email or address marked
 * invalid) or the member came by a link to it (an alert's, /my-profile#emails).
 */
export function EditableSection({
  id,
  heading,
  rows,
  changeLabel,
  startOpen = false,
  form,
}: {
  id: string;
  heading: string;
  rows: ReadonlyArray<SummaryListRow>;
  changeLabel: string;
  startOpen?: boolean;
  form: ReactNode;
}) {
  const { hash } = useLocation();
  const [editing, setEditing] = useState(startOpen || hash === `#${id}`);
  const headingId = `${id}-heading`;

  function open() {
    setEditing(true);
    // Change replaces the summary with the form, which arrives after its script: focus goes to
    // the form's heading (the same id) once it is there, so the keyboard stays in the section.
    const deadline = performance.now() + 5000;
    const focusWhenThere = () => {
      const heading = document.getElementById(headingId);
      if (heading?.closest('section')?.querySelector('form')) heading.focus();
      else if (performance.now() < deadline) requestAnimationFrame(focusWhenThere);
    };
    requestAnimationFrame(focusWhenThere);
  }
  if (editing) {
    return <Suspense fallback={<p role="status">{myProfileCopy.opening}</p>}>{form}</Suspense>;
  }
  return (
    <Card as="section" id={id} aria-labelledby={headingId} className={styles.section}>
      <Stack gap={4}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {heading}
        </h2>
        <SummaryList rows={rows} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={open}>
            {changeLabel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
