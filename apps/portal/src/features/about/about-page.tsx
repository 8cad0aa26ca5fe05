import { AlertBanner } from '@portal/ui';
import { useContentDocument } from '../../content/content-document.js';
import { ContentDocumentSections } from '../../content/content-document-sections.js';
import { useEdition } from '../../editions/edition-context.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import * as pageStyles from '../../styles/page.css.js';
import { aboutCopy as copy } from './about-copy.js';

/**
 * /about (spec section 2): what the plan is, the two plans, who can enroll and who runs it (the
 * third-party administrator and its Florida and California entities, spec section 1).
 */
export function AboutPage() {
  const { aboutAsset } = useEdition();
  const { data, error } = useContentDocument(aboutAsset);
  const message = useErrorMessage();
  return (
    <section className={pageStyles.page} aria-labelledby="about-heading">
      <h1 id="about-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      {error !== undefined ? (
        <AlertBanner status="ERROR">
          <p>{message('serviceUnavailable')}</p>
          <p>{message('serviceUnavailableContact')}</p>
        </AlertBanner>
      ) : data === undefined ? (
        // A polite status, so a screen reader hears that the page is on its way.
        <p role="status">{copy.loading}</p>
      ) : (
        <ContentDocumentSections sections={data.sections} />
      )}
    </section>
  );
}
