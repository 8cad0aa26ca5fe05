import { ContentPage } from '@portal/ui';
import { ServiceUnavailableBanner } from '../shell/service-unavailable-banner.js';
import * as pageStyles from '../styles/page.css.js';
import { useContentDocument } from './content-document.js';
import type { ContentDocumentAsset } from './content-document-assets.js';
import { ContentDocumentSections } from './content-document-sections.js';

export interface ContentDocumentPageProps {
  /** The edition's file of the page (edition data). */
  asset: ContentDocumentAsset;
  copy: { heading: string; loading: string };
}

/**
 * A page of prose served as content (/about, /terms-and-conditions), on the kit's `ContentPage`
 * template: its heading, then the document's sections; while it loads a polite status, and if it
 * cannot be read the spec's service-unavailable banner. The documents carry no date, so the page
 * shows no 'Last updated'.
 */
export function ContentDocumentPage({ asset, copy }: ContentDocumentPageProps) {
  const { data, error } = useContentDocument(asset);
  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading}>
        {error !== undefined ? (
          <ServiceUnavailableBanner />
        ) : data === undefined ? (
          // A polite status, so a screen reader hears that the page is on its way.
          <p role="status">{copy.loading}</p>
        ) : (
          <ContentDocumentSections sections={data.sections} />
        )}
      </ContentPage>
    </div>
  );
}
