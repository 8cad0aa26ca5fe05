/** One headed part of an HTML fragment, as plain text. */
export interface HtmlSection {
  heading: string;
  /** The heading of the h2 section this h3 sits in; null for an h2 (or a fragment without one). */
  parentHeading: string | null;
  text: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of trusted HTML (our own content files): tags dropped, entities read, spaces folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (name in entities) return entities[name] ?? whole;
      const code = name.startsWith('#x')
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number.parseInt(name.slice(1), 10)
          : Number.NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a content fragment at its h2 and h3 headings, so a search result can name the part of a
 * long page (the privacy notice) that matched rather than the whole page.
 */
export function htmlSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [];
  const headingPattern = /<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
  let currentH2: string | null = null;
  let open: { heading: string; parentHeading: string | null; start: number } | null = null;
  for (const match of html.matchAll(headingPattern)) {
    if (open) sections.push(close(open, html.slice(open.start, match.index)));
    const heading = htmlToText(match[2] ?? '');
    const level = match[1];
    if (level === '2') currentH2 = heading;
    open = {
      heading,
      parentHeading: level === '3' ? currentH2 : null,
      start: match.index + match[0].length,
    };
  }
  if (open) sections.push(close(open, html.slice(open.start)));
  return sections.filter((section) => section.heading !== '' || section.text !== '');
}

function close(open: { heading: string; parentHeading: string | null }, body: string): HtmlSection {
  return { heading: open.heading, parentHeading: open.parentHeading, text: htmlToText(body) };
}
