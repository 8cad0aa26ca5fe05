import { makeTokens } from './make-tokens';

/**
 * Raw values per theme. The themes are named after the editions that use them (federal: MFB,
 * individual: MP), but they are only palettes and type: nothing here knows what an edition does.
 */

/** Federal (MFB): navy and blue, with a gold accent. The shared defaults are already this palette. */
export const federalTokens = makeTokens({});

/** Individual (MP): teal and green, with an apricot accent. Same type as federal (Public Sans). */
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
    primarySurface: '#e6f2ef',
    primaryTint: '#cce5e0',
    /** A warm apricot against the teal. */
    accent: '#f7a072',
    accentSurface: '#fff1e8',
    accentBorder: '#a4501c',
  },
});

export const themeTokens = { federal: federalTokens, individual: individualTokens } as const;
