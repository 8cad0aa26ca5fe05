import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FaqPreview } from '../../content/faq-preview.js';
import { useEdition } from '../../editions/edition-context.js';
import { sessionStore, useSession } from '../../session/session-store.js';
import { homeCopy, homeLinks } from './home-copy.js';
import { Footnotes } from './home-footnotes.js';
import { HomeHero } from './home-hero.js';
import * as styles from './home-page.css.js';
import { HomePlans } from './home-plans.js';
import { HomeReviews } from './home-reviews.js';
import { HomeSteps } from './home-steps.js';
import { HomeTrust } from './home-trust.js';
import { HomeVideo } from './home-video.js';

/**
 * The public home page (spec sections 1, 2 and 9). Opening it clears the session (spec section 2);
 * in the individual edition the root path is the login page. Each section reads its own asset and
 * hides its content when that asset fails, so one missing file leaves the rest of the page whole.
 */
export function HomePage() {
  const edition = useEdition();
  const { isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) sessionStore.clear();
  }, [isLoggedIn]);

  if (edition.homeRedirectsToLogin) return <Navigate to="/login" replace />;
  return (
    <div className={styles.page}>
      <HomeHero productName={edition.productName} />
      <HomeTrust />
      <HomePlans productFlag={edition.productFlag} />
      <HomeSteps />
      <HomeVideo />
      <HomeReviews />
      <FaqPreview
        headingId="home-faqs-heading"
        headingClassName={styles.sectionHeading}
        copy={homeCopy}
        moreHref={homeLinks.faqs}
      />
      <Footnotes />
    </div>
  );
}
