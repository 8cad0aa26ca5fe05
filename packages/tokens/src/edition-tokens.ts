import { makeTokens } from './make-tokens';

/**
 * Raw values per theme. The themes are named after the editions that use them (federal: MFB,
 * individual: MP), but they are only palettes and type: nothing here knows what an edition does.
 */

/** Federal (MFB): navy and blue. The shared defaults are already this palette. */
export const federalTokens = makeTokens({});

/** Individual (MP): teal and green. */
export const individualTokens = makeTokens({
  color: {
    surface: '#eef6f4',
    primary: '#00695c',
    primaryHover: '#004d40',
    secondaryHover: '#e0f2ef',
    secondaryText: '#00695c',
    secondaryBorder: '#00695c',
    link: '#00695c',
    linkHover: '#004d40',
    focusRing: '#0b7a6e',
    focusRingInverse: '#ffd54f',
    headerBackground: '#004d40',
    footerBackground: '#00332c',
    selected: '#00695c',
  },
  font: {
    family:
      "'Open Sans', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
});

export const themeTokens = { federal: federalTokens, individual: individualTokens } as const;
