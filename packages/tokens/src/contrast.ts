import type { ColorToken, Tokens } from './make-tokens';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`relativeLuminance: expected #rrggbb, got "${hex}"`);
  const [red, green, blue] = match.slice(1).map((channel) => {
    const value = Number.parseInt(channel, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio (1 to 21) between two `#rrggbb` colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** 4.5:1 for text (WCAG 1.4.3), 3:1 for borders, icons and focus rings (WCAG 1.4.11). */
export const contrastMinimum = { text: 4.5, nonText: 3 } as const;

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  kind: keyof typeof contrastMinimum;
  /** Where the components put this pair. */
  usage: string;
}

/**
 * Every foreground/background pair the components draw. A component that starts using a new pair
 * adds it here, and the contrast test holds every theme to it.
 */
export const contrastPairs: readonly ContrastPair[] = [
  {
    foreground: 'text',
    background: 'background',
    kind: 'text',
    usage: 'Body text, labels, input text',
  },
  {
    foreground: 'text',
    background: 'surface',
    kind: 'text',
    usage: 'Text on surfaces, highlighted menu item',
  },
  { foreground: 'textMuted', background: 'background', kind: 'text', usage: 'Field hints' },
  { foreground: 'textMuted', background: 'surface', kind: 'text', usage: 'Hints on surfaces' },
  { foreground: 'primaryText', background: 'primary', kind: 'text', usage: 'Primary button' },
  {
    foreground: 'primaryText',
    background: 'primaryHover',
    kind: 'text',
    usage: 'Primary button, hover',
  },
  { foreground: 'secondaryText', background: 'secondary', kind: 'text', usage: 'Secondary button' },
  {
    foreground: 'secondaryText',
    background: 'secondaryHover',
    kind: 'text',
    usage: 'Secondary button, hover',
  },
  {
    foreground: 'secondaryBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Secondary button border',
  },
  {
    foreground: 'link',
    background: 'background',
    kind: 'text',
    usage: 'Links, link buttons, Show/Hide toggle',
  },
  { foreground: 'linkHover', background: 'background', kind: 'text', usage: 'Links, hover' },
  { foreground: 'link', background: 'surface', kind: 'text', usage: 'Links on surfaces' },
  {
    foreground: 'link',
    background: 'errorSurface',
    kind: 'text',
    usage: 'Links in an error banner',
  },
  {
    foreground: 'link',
    background: 'successSurface',
    kind: 'text',
    usage: 'Links in a success banner',
  },
  { foreground: 'link', background: 'infoSurface', kind: 'text', usage: 'Links in an info banner' },
  { foreground: 'text', background: 'errorSurface', kind: 'text', usage: 'Error banner text' },
  { foreground: 'text', background: 'successSurface', kind: 'text', usage: 'Success banner text' },
  { foreground: 'text', background: 'infoSurface', kind: 'text', usage: 'Info banner text' },
  { foreground: 'error', background: 'background', kind: 'text', usage: 'Field error message' },
  { foreground: 'error', background: 'errorSurface', kind: 'nonText', usage: 'Error banner icon' },
  {
    foreground: 'success',
    background: 'successSurface',
    kind: 'nonText',
    usage: 'Success banner icon',
  },
  { foreground: 'info', background: 'infoSurface', kind: 'nonText', usage: 'Info banner icon' },
  {
    foreground: 'errorBorder',
    background: 'errorSurface',
    kind: 'nonText',
    usage: 'Error banner accent',
  },
  {
    foreground: 'successBorder',
    background: 'successSurface',
    kind: 'nonText',
    usage: 'Success banner accent',
  },
  {
    foreground: 'infoBorder',
    background: 'infoSurface',
    kind: 'nonText',
    usage: 'Info banner accent',
  },
  { foreground: 'text', background: 'warningSurface', kind: 'text', usage: 'Warning status tag' },
  {
    foreground: 'warningBorder',
    background: 'warningSurface',
    kind: 'nonText',
    usage: 'Warning status tag edge',
  },
  {
    foreground: 'success',
    background: 'background',
    kind: 'nonText',
    usage: 'Valid email check icon',
  },
  { foreground: 'border', background: 'background', kind: 'nonText', usage: 'Input border' },
  {
    foreground: 'border',
    background: 'surface',
    kind: 'nonText',
    usage: 'Input border on a surface',
  },
  {
    foreground: 'errorBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Invalid input border',
  },
  {
    foreground: 'borderStrong',
    background: 'background',
    kind: 'nonText',
    usage: 'Input border, hover',
  },
  { foreground: 'focusRing', background: 'background', kind: 'nonText', usage: 'Focus ring' },
  {
    foreground: 'focusRing',
    background: 'surface',
    kind: 'nonText',
    usage: 'Focus ring on surfaces',
  },
  {
    foreground: 'focusRing',
    background: 'errorSurface',
    kind: 'nonText',
    usage: 'Focus ring in an error banner',
  },
  {
    foreground: 'focusRing',
    background: 'successSurface',
    kind: 'nonText',
    usage: 'Focus ring in a success banner',
  },
  {
    foreground: 'focusRing',
    background: 'infoSurface',
    kind: 'nonText',
    usage: 'Focus ring in an info banner',
  },
  {
    foreground: 'headerText',
    background: 'headerBackground',
    kind: 'text',
    usage: 'Header text, nav links, account menu trigger',
  },
  {
    foreground: 'textInverse',
    background: 'text',
    kind: 'text',
    usage: 'Initials in the account avatar',
  },
  {
    foreground: 'headerBackground',
    background: 'headerText',
    kind: 'text',
    usage: 'Avatar initials and the call-to-action link in the header',
  },
  {
    foreground: 'focusRingInverse',
    background: 'headerBackground',
    kind: 'nonText',
    usage: 'Focus ring in the header',
  },
  {
    foreground: 'notificationDot',
    background: 'headerBackground',
    kind: 'nonText',
    usage: 'Red dot on the alerts bell (an action is pending)',
  },
  {
    foreground: 'selected',
    background: 'background',
    kind: 'nonText',
    usage: 'Checked radio and checkbox, current step marker',
  },
  {
    foreground: 'selectedText',
    background: 'selected',
    kind: 'text',
    usage: 'Step number on the current step marker',
  },
  {
    foreground: 'footerText',
    background: 'footerBackground',
    kind: 'text',
    usage: 'Footer text and links',
  },
  {
    foreground: 'focusRingInverse',
    background: 'footerBackground',
    kind: 'nonText',
    usage: 'Focus ring in the footer',
  },
  // The design language's tints, accent and status colours (issue 16).
  {
    foreground: 'text',
    background: 'primarySurface',
    kind: 'text',
    usage: 'Text on the primary surface',
  },
  {
    foreground: 'textMuted',
    background: 'primarySurface',
    kind: 'text',
    usage: 'Hints on the primary surface',
  },
  {
    foreground: 'link',
    background: 'primarySurface',
    kind: 'text',
    usage: 'Links on the primary surface',
  },
  {
    foreground: 'focusRing',
    background: 'primarySurface',
    kind: 'nonText',
    usage: 'Focus ring on the primary surface',
  },
  {
    foreground: 'text',
    background: 'primaryTint',
    kind: 'text',
    usage: 'Text on the primary tint',
  },
  {
    foreground: 'textMuted',
    background: 'primaryTint',
    kind: 'text',
    usage: 'Hints on the primary tint',
  },
  {
    foreground: 'link',
    background: 'primaryTint',
    kind: 'text',
    usage: 'Links on the primary tint',
  },
  {
    foreground: 'focusRing',
    background: 'primaryTint',
    kind: 'nonText',
    usage: 'Focus ring on the primary tint',
  },
  {
    foreground: 'primary',
    background: 'primarySurface',
    kind: 'nonText',
    usage: 'Selected card edge, icons on the primary surface',
  },
  {
    foreground: 'primary',
    background: 'primaryTint',
    kind: 'nonText',
    usage: 'Selected card edge on the primary tint',
  },
  {
    foreground: 'border',
    background: 'primarySurface',
    kind: 'nonText',
    usage: 'Input border on the primary surface',
  },
  {
    foreground: 'accentText',
    background: 'accent',
    kind: 'text',
    usage: 'Badge on the accent fill (Most popular, step numbers)',
  },
  {
    foreground: 'text',
    background: 'accentSurface',
    kind: 'text',
    usage: 'Text on the accent tint',
  },
  {
    foreground: 'link',
    background: 'accentSurface',
    kind: 'text',
    usage: 'Links on the accent tint',
  },
  {
    foreground: 'accentBorder',
    background: 'accentSurface',
    kind: 'nonText',
    usage: 'Accent panel edge',
  },
  {
    foreground: 'accentBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Accent panel edge on the page',
  },
  {
    foreground: 'focusRing',
    background: 'accentSurface',
    kind: 'nonText',
    usage: 'Focus ring on the accent tint',
  },
  {
    foreground: 'infoText',
    background: 'infoSurface',
    kind: 'text',
    usage: 'Info banner heading and tag text',
  },
  {
    foreground: 'infoText',
    background: 'background',
    kind: 'text',
    usage: 'Info text on the page',
  },
  {
    foreground: 'textMuted',
    background: 'infoSurface',
    kind: 'text',
    usage: 'Hints in a info banner',
  },
  {
    foreground: 'successText',
    background: 'successSurface',
    kind: 'text',
    usage: 'Success banner heading and tag text',
  },
  {
    foreground: 'successText',
    background: 'background',
    kind: 'text',
    usage: 'Success text on the page',
  },
  {
    foreground: 'textMuted',
    background: 'successSurface',
    kind: 'text',
    usage: 'Hints in a success banner',
  },
  {
    foreground: 'warningText',
    background: 'warningSurface',
    kind: 'text',
    usage: 'Warning banner heading and tag text',
  },
  {
    foreground: 'warningText',
    background: 'background',
    kind: 'text',
    usage: 'Warning text on the page',
  },
  {
    foreground: 'textMuted',
    background: 'warningSurface',
    kind: 'text',
    usage: 'Hints in a warning banner',
  },
  {
    foreground: 'errorText',
    background: 'errorSurface',
    kind: 'text',
    usage: 'Error banner heading and tag text',
  },
  {
    foreground: 'errorText',
    background: 'background',
    kind: 'text',
    usage: 'Error text on the page',
  },
  {
    foreground: 'textMuted',
    background: 'errorSurface',
    kind: 'text',
    usage: 'Hints in a error banner',
  },
  {
    foreground: 'warning',
    background: 'warningSurface',
    kind: 'nonText',
    usage: 'Warning banner icon',
  },
  {
    foreground: 'warning',
    background: 'background',
    kind: 'nonText',
    usage: 'Warning icon on the page',
  },
  {
    foreground: 'warningBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Warning banner accent on the page',
  },
  {
    foreground: 'link',
    background: 'warningSurface',
    kind: 'text',
    usage: 'Links in a warning banner',
  },
  {
    foreground: 'focusRing',
    background: 'warningSurface',
    kind: 'nonText',
    usage: 'Focus ring in a warning banner',
  },
  {
    foreground: 'info',
    background: 'background',
    kind: 'nonText',
    usage: 'Info icon on the page',
  },
  {
    foreground: 'infoBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Info banner accent on the page',
  },
  {
    foreground: 'successBorder',
    background: 'background',
    kind: 'nonText',
    usage: 'Success banner accent on the page',
  },
];

export interface ContrastResult extends ContrastPair {
  foregroundValue: string;
  backgroundValue: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** The contrast of every pair in one theme's raw tokens. */
export function checkContrast(tokens: Tokens): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const foregroundValue = tokens.color[pair.foreground];
    const backgroundValue = tokens.color[pair.background];
    const ratio = contrastRatio(foregroundValue, backgroundValue);
    const minimum = contrastMinimum[pair.kind];
    return { ...pair, foregroundValue, backgroundValue, ratio, minimum, passes: ratio >= minimum };
  });
}
