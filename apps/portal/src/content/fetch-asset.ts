/**
 * Content assets are plain GETs of the service's own files (spec section 7; exempt from the
 * encryption envelope). A status other than 2xx is an error, so SWR reports it and the page can
 * show its failure state instead of rendering a 404 page as content.
 */
export async function fetchAssetText(path: string, accept: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: accept } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return response.text();
}

/** Content changes with a release, not while the page is open: read it once per visit. */
export const assetSwrOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;
