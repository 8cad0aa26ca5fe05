import { createTheme, globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { federalTokens, individualTokens } from './edition-tokens';
import { baseLayer, layers } from './layers';

/** Navy and blue (the MFB edition). */
export const federalTheme = createTheme(
  vars,
  { ...federalTokens, '@layer': layers.base },
  'federal',
);

/** Teal and green (the MP edition). */
export const individualTheme = createTheme(
  vars,
  { ...individualTokens, '@layer': layers.base },
  'individual',
);

/** Theme class names by theme. Put one on `<html>` so portalled content (menus, dialogs) is themed. */
export const themes = { federal: federalTheme, individual: individualTheme } as const;

export type ThemeName = keyof typeof themes;

export const themeNames = Object.keys(themes) as ThemeName[];

// Whatever element carries a theme class also gets the theme's base text, background and type, so a
// theme applied below <body> (a Storybook decorator, an embedded widget) still reads correctly.
for (const className of [federalTheme, individualTheme]) {
  globalStyle(
    `.${className}`,
    baseLayer({
      color: vars.color.text,
      backgroundColor: vars.color.background,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      // For readers who ask for less motion, every transition timed by the motion tokens becomes
      // (nearly) instant, even where the global reduced-motion rule (global.css.ts) is not loaded.
      // 0.01ms, not 0: a zero-length transition fires no transitionend, and code may wait for one.
      // durationSpin stays: a spinner shows a still ring under this setting instead
      // (BusyIndicator).
      '@media': {
        [media.reducedMotion]: {
          vars: {
            [vars.motion.durationFast]: '0.01ms',
            [vars.motion.durationNormal]: '0.01ms',
            [vars.motion.durationSlow]: '0.01ms',
          },
        },
      },
    }),
  );
}
