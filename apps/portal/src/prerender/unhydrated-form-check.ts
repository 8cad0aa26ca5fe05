/**
 * Forms in a prerendered page that the browser would submit itself before the page hydrates: no
 * `action` (so they submit to the page's own address, as a GET with every field in the query
 * string, an SSN or a password included) and a submit button that is not disabled. A form bound
 * with @portal/forms disables its button with `isHydrated`; a form meant to work without
 * JavaScript (the header's search) names its action. Returns a description of each.
 */
export function formsSubmittableBeforeHydration(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<form\b([^>]*)>([\s\S]*?)<\/form>/g,
  )) {
    if (/\saction=/.test(attributes)) continue;
    for (const [button] of body.matchAll(/<button\b[^>]*>/g)) {
      if (/\stype="submit"/.test(button) && !/\sdisabled(=|\s|>)/.test(button)) {
        const firstField = /<input\b[^>]*\sname="([^"]+)"/.exec(body)?.[1];
        found.push(`<form${attributes}> (first field: ${firstField ?? 'none'}) with ${button}`);
      }
    }
  }
  return found;
}
