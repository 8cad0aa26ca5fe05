/**
 * What the font subset holds and how the fallback face is matched to it; shared by the subset script
 * (`scripts/subset-fonts.mjs`, which Node runs with this file's types stripped: keep it to erasable
 * syntax) and by the test that checks the committed files against it.
 */

/** The weights the tokens use: regular 400, medium 500, semibold 600, bold 700. */
export const fontWeightRange = { min: 400, max: 700 } as const;

/**
 * Code points the portal shows. Basic Latin and Latin-1 Supplement (no-break space, ©, ®, ·, ×, ¿,
 * « », and the accented letters of names members type and of the country list), plus the
 * punctuation the content uses (scan: `grep -rhoP "[^\x00-\x7F]" content apps/portal/src`): dashes,
 * curly quotes, bullet, ellipsis, arrows, the euro and trade marks, the minus sign. A character
 * outside this list still shows, in the fallback face.
 */
export const fontCodePointRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2011], // hyphen, non-breaking hyphen
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201e], // curly single and double quotes, low quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single guillemets
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus sign
];

/** Every character of `fontCodePointRanges`, as the text the subsetter keeps. */
export function fontCharacters(): string {
  let text = '';
  for (const [first, last] of fontCodePointRanges) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/**
 * The @font-face overrides that make a local fallback font take the web font's room, as Capsize
 * computes them: `size-adjust` scales the fallback so its average lowercase width (`xWidthAvg`, per
 * em) equals the web font's, and the ascent, descent and line gap are the web font's, divided by
 * that scale because the overrides apply after it.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

export interface FallbackFaceMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** Whether a character is in the subset. */
export function isInFontSubset(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return fontCodePointRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

export function fallbackFontFace(webFont: FontMetrics, fallback: FontMetrics): FallbackFaceMetrics {
  const sizeAdjust =
    webFont.xWidthAvg / webFont.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const perEm = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(webFont.ascent / perEm),
    descentOverride: percent(Math.abs(webFont.descent) / perEm),
    lineGapOverride: percent(webFont.lineGap / perEm),
  };
}
