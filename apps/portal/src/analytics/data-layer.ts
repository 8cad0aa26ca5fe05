/**
 * The dataLayer a tag manager reads (spec section 7: tag manager and analytics scripts load per
 * edition). The portal loads no third-party script itself; it only pushes its events here, where a
 * tag manager added by the site's owners would find them, including those pushed before it loaded.
 */
export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(event);
}
