import { deferredComponent } from '../app/deferred-component.js';

/**
 * Parts of the shell that every page shows but that no page's own content waits for: the header
 * (links, mobile menu, search form), the footer and the busy indicator. They stay out of the
 * first-load JavaScript (issue 6: at most 110 kB) and start loading as soon as the entry runs
 * (main.tsx), beside the page's own module; a prerendered page also preloads them at low priority.
 * A prerendered page already shows their HTML, whose links work as plain links, and React hydrates
 * them as they arrive (at once for a part the reader clicks); a page rendered in the browser waits
 * for them, so nothing pops in.
 */
export const portalHeader = deferredComponent(
  () => import('./portal-header.js'),
  (module) => module.PortalHeader,
);

export const portalFooter = deferredComponent(
  () => import('./portal-footer.js'),
  (module) => module.PortalFooter,
);

export const requestsBusyIndicator = deferredComponent(
  () => import('./requests-busy-indicator.js'),
  (module) => module.RequestsBusyIndicator,
);

/** Starts loading every deferred part; resolves when all have loaded or failed. */
export function loadDeferredShellParts(): Promise<unknown> {
  return Promise.allSettled(
    [portalHeader, portalFooter, requestsBusyIndicator].map((part) => part.load()),
  );
}
