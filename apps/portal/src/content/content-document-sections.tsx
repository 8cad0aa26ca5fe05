import { Link, Stack } from '@portal/ui';
import { useId } from 'react';
import type { ContentSection } from './content-document.js';
import * as styles from './content-document-sections.css.js';

/**
 * The sections of a served document, each an `<h2>` region under the page's `<h1>`, so a screen
 * reader can list and jump between them. Shared by the about and terms pages (features do not
 * import each other).
 */
export function ContentDocumentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <Stack gap={6}>
      {sections.map((section) => (
        <DocumentSection key={section.heading} section={section} />
      ))}
    </Stack>
  );
}

function DocumentSection({ section }: { section: ContentSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {section.heading}
      </h2>
      <Stack gap={3}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {section.links.length > 0 ? (
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </section>
  );
}
