import { ContentDocumentPage } from '../../content/content-document-page.js';
import { useEdition } from '../../editions/edition-context.js';
import { termsCopy } from './terms-copy.js';

/** /terms-and-conditions (spec section 2): the terms of use of the site, in plain language. */
export function TermsPage() {
  const { termsAsset } = useEdition();
  return <ContentDocumentPage asset={termsAsset} copy={termsCopy} />;
}
