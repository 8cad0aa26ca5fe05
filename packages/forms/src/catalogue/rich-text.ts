/** A piece of a rich-text message: plain text, or a link the app renders with its own Link. */
export type RichTextPart = { text: string; href?: undefined } | { text: string; href: string };

/**
 * Splits a rich-text message (`richText: true` in the catalogue) at its `[label](/path)` links, so
 * the app renders them with its router link and no HTML is ever injected.
 */
export function richTextParts(text: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1] ?? '', href: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The message as plain text: each link becomes its label. */
export function plainTextOf(text: string): string {
  return richTextParts(text)
    .map((part) => part.text)
    .join('');
}
