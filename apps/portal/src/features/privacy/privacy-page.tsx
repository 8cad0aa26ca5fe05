import { ContentPage } from '@portal/ui';
import { usePrivacyNotice } from '../../content/privacy-notice-content.js';
import { useEdition } from '../../editions/edition-context.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { privacyCopy as copy } from './privacy-copy.js';
import * as styles from './privacy-page.css.js';

/**
 * /privacy and /privacy-act (spec section 2): the edition's privacy notice, on the kit's
 * `ContentPage` template.
 */
export function PrivacyPage() {
  const { privacyNoticeAsset } = useEdition();
  const { data, error } = usePrivacyNotice(privacyNoticeAsset);

  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading}>
        {error !== undefined ? (
          <ServiceUnavailableBanner />
        ) : data === undefined ? (
          <p role="status">{copy.loading}</p>
        ) : (
          <article
            className={styles.notice}
            // The notice is our own trusted asset, served by our own service from our own files
            // (spec section 7): an HTML fragment starting at h2, with no scripts or styles. It is
            // inserted as HTML to keep its headings, lists and links; never pass anything a user or
            // another site supplies through here.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted first-party asset, see above.
            dangerouslySetInnerHTML={{ __html: data }}
          />
        )}
      </ContentPage>
    </div>
  );
}
