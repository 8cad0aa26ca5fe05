/**
 * The raw token values. `makeTokens` deep-merges an edition's overrides into the shared defaults, so
 * an edition only states what makes it different (its palette and type), and every edition has every
 * token the contract declares.
 *
 * Colours are six-digit hex on purpose: the contrast test and the docs compute WCAG ratios from them.
 */

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
    primary: '#005ea2',
    primaryHover: '#1a4480',
    /** Text on `primary` and `primaryHover`. */
    primaryText: '#ffffff',
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
    error: '#b50909',
    errorSurface: '#fdeeee',
    errorBorder: '#b50909',
    success: '#00703c',
    successSurface: '#ebf5ee',
    successBorder: '#00703c',
    info: '#005ea2',
    infoSurface: '#e8f3fb',
    infoBorder: '#005ea2',
    /** Warning tint and edge (a status tag saying 'Action needed'); text on it is `text`. */
    warningSurface: '#fff3d6',
    warningBorder: '#8a5a00',
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
    family:
      "'Source Sans 3', 'Source Sans Pro', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
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
    pill: '999px',
    circle: '50%',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
    md: '0 4px 12px rgba(0, 0, 0, 0.16)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.2)',
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
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
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
