/**
 * For stories and tests: the text a screen reader is given for `element`, its text content
 * without what sits under `aria-hidden="true"`, spaces collapsed. Enough for a span of text;
 * not a full accessible-name computation.
 */
export function spokenTextOf(element: Element): string {
  return rawTextOf(element).replace(/\s+/g, ' ').trim();
}

function rawTextOf(element: Element): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
      text += rawTextOf(node);
    }
  }
  return text;
}
