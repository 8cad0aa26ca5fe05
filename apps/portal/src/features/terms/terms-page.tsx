import { AlertBanner } from '@portal/ui';
import { useContentDocument } from '../../content/content-document.js';
import { ContentDocumentSections } from '../../content/content-document-sections.js';
import { useEdition } from '../../editions/edition-context.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import * as pageStyles from '../../styles/page.css.js';
import { termsCopy as copy } from './terms-copy.js';

/**
 * /terms-and-conditions (spec section 2): the terms of use of the site, in plain language.
 */
export function TermsPage() {
  const { termsAsset } = useEdition();
  const { data, error } = useContentDocument(termsAsset);
  const message = useErrorMessage();
  return (
    <section className={pageStyles.page} aria-labelledby="terms-heading">
      <h1 id="terms-heading" className={pageStyles.heading}>
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
