/**
 * The raw token values. `makeTokens` deep-merges an edition's overrides into the shared defaults, so
 * an edition only states what makes it different (its palette and type), and every edition has every
 * token the contract declares.
 *
 * Colours are six-digit hex on purpose: the contrast test and the docs compute WCAG ratios from them.
 */

/** 320 to 1280 CSS px: the viewport widths between which a fluid type step grows. */
const fluidRange = { min: 320, max: 1280 } as const;

/**
 * A font size that grows linearly from `minPx` at a 320 px viewport to `maxPx` at 1280 px and stays
 * put outside that range. The `rem` part keeps it growing with the reader's text size and zoom
 * (WCAG 1.4.4); the `vw` part only spreads the steps apart on wide screens.
 */
export function fluidSize(minPx: number, maxPx: number): string {
  const slope = (maxPx - minPx) / (fluidRange.max - fluidRange.min);
  const interceptRem = (minPx - slope * fluidRange.min) / 16;
  const round = (value: number) => Number(value.toFixed(4));
  return `clamp(${round(minPx / 16)}rem, ${round(interceptRem)}rem + ${round(slope * 100)}vw, ${round(maxPx / 16)}rem)`;
}

/** Shared defaults: neutrals, status colours, type scale, spacing, motion and layering. */
export const sharedTokens = {
  color: {
    text: '#1b1b1b',
    textMuted: '#565c65',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f1f3f6',
    /** Input and card borders: 3:1 against background and surface (WCAG 1.4.11). */
    border: '#71767a',
    borderStrong: '#3d4551',
    /**
     * Dividers between rows and around cards whose edge a shadow or a fill already shows. Decorative:
     * never the only edge of a control (it is below 3:1 on purpose), so it has no contrast pair.
     */
    borderSubtle: '#dfe1e2',
    primary: '#005ea2',
    primaryHover: '#1a4480',
    /** Text on `primary` and `primaryHover`. */
    primaryText: '#ffffff',
    /** A light tint of the primary colour for calm panels and sections (hero, summary cards). */
    primarySurface: '#eff6fb',
    /** A stronger tint for states: a selected plan card, a hovered row, the current item. */
    primaryTint: '#d9e8f6',
    /**
     * The accent: a warm fill that marks one thing on a page (a 'Most popular' badge, a step
     * number), with `accentText` on it. Not a text colour on white.
     */
    accent: '#ffbe2e',
    accentText: '#1b1b1b',
    /** A light accent tint for a highlighted panel, and its edge (3:1 on the tint and on white). */
    accentSurface: '#fef6e4',
    accentBorder: '#936f38',
    secondary: '#ffffff',
    secondaryHover: '#e8f1fa',
    /** Text on `secondary` and `secondaryHover`. */
    secondaryText: '#005ea2',
    secondaryBorder: '#005ea2',
    link: '#005ea2',
    linkHover: '#1a4480',
    /** Focus ring on light surfaces (background, surface, the status surfaces). */
    focusRing: '#0f6fc6',
    /** Focus ring on dark regions (header, footer); they swap it in for `focusRing`. */
    focusRingInverse: '#ffbe2e',
    /*
     * Status colours: each of info, success, warning and error has
     *   - the status colour itself: icons, and short text (a field error) on the background,
     *   - `…Text`: a darker shade for headings and text on its surface or the background,
     *   - `…Surface`: the tint of a banner, tag or panel (body text on it is `text`),
     *   - `…Border`: the edge or side bar of that banner (3:1 on the tint and on the background).
     */
    info: '#005ea2',
    infoText: '#0b4778',
    infoSurface: '#e8f3fb',
    infoBorder: '#005ea2',
    success: '#00703c',
    successText: '#005a30',
    successSurface: '#ebf5ee',
    successBorder: '#00703c',
    /** Warning: 'Action needed' tags and banners. */
    warning: '#8a5a00',
    warningText: '#5c3d00',
    warningSurface: '#fff3d6',
    warningBorder: '#8a5a00',
    error: '#b50909',
    errorText: '#8b0a03',
    errorSurface: '#fdeeee',
    errorBorder: '#b50909',
    /** Disabled controls are exempt from contrast minimums (WCAG 1.4.3) but must still look inert. */
    disabledSurface: '#dfe1e2',
    disabledText: '#6c6f72',
    headerBackground: '#162e51',
    headerText: '#ffffff',
    footerBackground: '#1b1b1b',
    footerText: '#ffffff',
    /** The red dot on the header's alerts bell: 3:1 against the header (WCAG 1.4.11). */
    notificationDot: '#ff8c7a',
    /** Selected or checked controls (radio, checkbox, current step). */
    selected: '#005ea2',
    selectedText: '#ffffff',
  },
  /** Translucent layers: not text or UI-component colours, so outside the contrast pairs. */
  overlay: {
    backdrop: 'rgba(27, 27, 27, 0.6)',
    busyBackdrop: 'rgba(255, 255, 255, 0.7)',
  },
  font: {
    /**
     * Public Sans, self-hosted (see `font-face.css.ts`), then its metric-matched fallback face, then
     * the fonts that face is made from, for a browser that ignores the face's overrides.
     */
    family:
      "'Public Sans', 'Public Sans fallback', Arial, Helvetica, 'Liberation Sans', sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.2',
      normal: '1.5',
      relaxed: '1.7',
    },
    letterSpacing: {
      normal: '0',
      wide: '0.04em',
    },
    underlineOffset: '0.15em',
  },
  /**
   * The type scale: named steps, each a size, line height, weight and letter spacing that belong
   * together. Headings and the lead paragraph grow between a 320 px and a 1280 px viewport
   * (`fluidSize`); body and small text keep the reader's size. Global styles give h1 to h4 their
   * step; components pick a step rather than combining `font.size` and `font.lineHeight`.
   */
  type: {
    /** The one big line of a landing page's hero. */
    display: {
      size: fluidSize(36, 56),
      lineHeight: '1.1',
      weight: '700',
      letterSpacing: '-0.02em',
    },
    h1: { size: fluidSize(32, 40), lineHeight: '1.15', weight: '700', letterSpacing: '-0.01em' },
    h2: { size: fluidSize(24, 30), lineHeight: '1.2', weight: '700', letterSpacing: '0' },
    h3: { size: fluidSize(20, 22), lineHeight: '1.3', weight: '700', letterSpacing: '0' },
    h4: { size: '1.125rem', lineHeight: '1.35', weight: '700', letterSpacing: '0' },
    /** The introduction under a page's heading. */
    lead: { size: fluidSize(18, 21), lineHeight: '1.55', weight: '400', letterSpacing: '0' },
    body: { size: '1rem', lineHeight: '1.5', weight: '400', letterSpacing: '0' },
    /** Hints, captions, table notes: never below 14 px. */
    small: { size: '0.875rem', lineHeight: '1.45', weight: '400', letterSpacing: '0' },
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  size: {
    /** WCAG 2.5.8 target size minimum (24 CSS px). */
    targetMin: '1.5rem',
    /** Height of buttons and inputs: a comfortable 44 px target. */
    control: '2.75rem',
    icon: '1.25rem',
    iconSmall: '1rem',
    avatar: '2.25rem',
    /** Room kept at the end of an input for an adornment (Show/Hide toggle, valid check). */
    inputAdornment: '4.5rem',
    fieldMaxWidth: '30rem',
    contentMaxWidth: '75rem',
    menuMinWidth: '14rem',
    headerMinHeight: '4.5rem',
    spinner: '1em',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
    accent: '4px',
  },
  radius: {
    none: '0',
    sm: '2px',
    md: '4px',
    lg: '8px',
    /** Cards and panels that stand on their own (plan cards, the hero's panel). */
    xl: '12px',
    pill: '999px',
    circle: '50%',
  },
  /**
   * Elevation: how far a layer stands above the page, as a shadow. Pick the level by what the layer
   * is, not by how it should look. In forced-colours mode shadows vanish, so a layer that needs an
   * edge also has a border (transparent is enough: forced colours paints it).
   */
  elevation: {
    /** On the page: no shadow. */
    flat: 'none',
    /** Cards and panels that sit on the page. */
    raised: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    /** A card under the pointer, or a selected one. */
    raisedHover: '0 2px 4px rgba(16, 24, 40, 0.06), 0 6px 12px rgba(16, 24, 40, 0.12)',
    /** Menus, dropdowns and popovers, above the page. */
    overlay: '0 4px 12px rgba(16, 24, 40, 0.16)',
    /** Dialogs and toasts, above everything. */
    modal: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
  focus: {
    ringWidth: '3px',
    ringOffset: '2px',
  },
  motion: {
    durationFast: '100ms',
    durationNormal: '200ms',
    durationSlow: '300ms',
    durationSpin: '800ms',
    /** Standard easing, for a change in place (a chevron turning, a colour changing). */
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    /** Something arriving (a menu opening, a toast sliding in): fast start, gentle stop. */
    easingEnter: 'cubic-bezier(0, 0, 0.2, 1)',
    /** Something leaving: gentle start, fast end. */
    easingExit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  zIndex: {
    header: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
    busy: '600',
  },
  /** Sizes that belong to one component (spec section 9 where it gives one). */
  component: {
    bankCard: { maxWidth: '37.5rem' },
    modal: { maxWidth: '36rem' },
    toast: { width: '24rem' },
    stepIndicator: { marker: '2rem' },
    faqAccordion: { maxWidth: '60rem' },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every token, as the contract declares it. */
export type Tokens = Widen<typeof sharedTokens>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** What an edition may override: any subset of any group. */
export type TokenOverrides = DeepPartial<Tokens>;

export type ColorToken = keyof Tokens['color'];

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function deepMerge<T>(base: T, overrides: unknown): T {
  if (!isGroup(base) || !isGroup(overrides)) return (overrides ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (!(key in base)) {
      // An unknown key would create a value no contract variable reads: a typo, so fail loudly.
      throw new Error(`makeTokens: unknown token "${key}"`);
    }
    merged[key] = deepMerge(base[key as keyof typeof base], value);
  }
  return merged as T;
}

/** Shared defaults deep-merged with an edition's overrides. Pure: safe in Node, tests and docs. */
export function makeTokens(overrides: TokenOverrides = {}): Tokens {
  return deepMerge<Tokens>(sharedTokens, overrides);
}
