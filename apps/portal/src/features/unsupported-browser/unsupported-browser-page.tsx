import { ContentPage } from '@portal/ui';
import * as pageStyles from '../../styles/page.css.js';
import { unsupportedBrowserCopy as copy } from './unsupported-browser-copy.js';

/**
 * /unsupported-browser (spec section 2): where Internet Explorer and legacy Edge are sent. The
 * route hides the header and footer (route handle `chrome: 'none'`), so the page stands alone.
 * On the kit's `ContentPage`, as the other pages of reading: the spec's heading and its advice.
 */
export function UnsupportedBrowserPage() {
  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading}>
        <p>{copy.advice}</p>
      </ContentPage>
    </div>
  );
}
