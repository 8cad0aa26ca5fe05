/**
 * The served content a prerendered page was rendered with, written into the page as JSON (a
 * `<script type="application/json">`, which the content security policy allows since it never
 * runs): the browser hydrates with the same data, so its first render matches the HTML.
 */
export const prerenderedDataElementId = 'portal-prerendered-data';

export type PrerenderedData = {
  /** SWR's fallback: the value each content hook's fetcher gave for its key at build time. */
  swr: Record<string, unknown>;
};

/** `JSON.stringify`, safe inside a script element (no `</script>`, no `<!--`). */
export function serializePrerenderedData(data: PrerenderedData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function readPrerenderedData(document: Document): PrerenderedData | null {
  const text = document.getElementById(prerenderedDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderedData>;
    return data.swr && typeof data.swr === 'object' ? { swr: data.swr } : null;
  } catch {
    // The page still works without it: the content hooks fetch as they would on any page.
    return null;
  }
}
