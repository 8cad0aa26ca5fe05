import { isUnsupportedBrowser, unsupportedBrowserPath } from '@portal/forms/rules';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { PortalProviders } from './app/portal-providers.js';
import { editions } from './editions/all-editions.js';
import { readEditionFlag } from './editions/editions.js';

// Spec section 2: Internet Explorer and legacy Edge go to /unsupported-browser.
if (isUnsupportedBrowser(navigator.userAgent) && location.pathname !== unsupportedBrowserPath) {
  location.replace(unsupportedBrowserPath);
}

// The page names its edition (prerendered, or written by the service into the member pages'
// shell). Its theme goes on <html> first, so the shell's document, rendered without one, matches
// what React renders here.
const edition = editions[readEditionFlag(document)];
document.documentElement.classList.add(edition.themeClass);

// As a transition, so React hydrates in slices and yields to the browser between them.
startTransition(() => {
  hydrateRoot(
    document,
    <PortalProviders edition={edition}>
      <HydratedRouter />
    </PortalProviders>,
  );
});
