import { ContentDocumentPage } from '../../content/content-document-page.js';
import { useEdition } from '../../editions/edition-context.js';
import { aboutCopy } from './about-copy.js';

/**
 * /about (spec section 2): what the plan is, the two plans, who can enroll and who runs it (the
 * third-party administrator and its Florida and California entities, spec section 1).
 */
export function AboutPage() {
  const { aboutAsset } = useEdition();
  return <ContentDocumentPage asset={aboutAsset} copy={aboutCopy} />;
}
