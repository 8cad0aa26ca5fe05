import { ServiceUnavailableBanner } from '../shell/service-unavailable-banner.js';
import * as pageStyles from '../styles/page.css.js';
import { useContentDocument } from './content-document.js';
import type { ContentDocumentAsset } from './content-document-assets.js';
import { ContentDocumentSections } from './content-document-sections.js';

export interface ContentDocumentPageProps {
  /** The edition's file of the page (edition data). */
  asset: ContentDocumentAsset;
  headingId: string;
  copy: { heading: string; loading: string };
}

/**
 * A page of prose served as content (/about, /terms-and-conditions): its heading, then the
 * document's sections; while it loads a polite status, and if it cannot be read the spec's
 * service-unavailable banner.
 */
export function ContentDocumentPage({ asset, headingId, copy }: ContentDocumentPageProps) {
  const { data, error } = useContentDocument(asset);
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {copy.heading}
      </h1>
      {error !== undefined ? (
        <ServiceUnavailableBanner />
      ) : data === undefined ? (
        // A polite status, so a screen reader hears that the page is on its way.
        <p role="status">{copy.loading}</p>
      ) : (
        <ContentDocumentSections sections={data.sections} />
      )}
    </section>
  );
}
