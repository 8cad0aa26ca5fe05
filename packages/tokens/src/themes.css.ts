import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { federalTokens, individualTokens } from './edition-tokens';

/** Navy and blue (the MFB edition). */
export const federalTheme = createTheme(vars, federalTokens, 'federal');

/** Teal and green (the MP edition). */
export const individualTheme = createTheme(vars, individualTokens, 'individual');

/** Theme class names by theme. Put one on `<html>` so portalled content (menus, dialogs) is themed. */
export const themes = { federal: federalTheme, individual: individualTheme } as const;

export type ThemeName = keyof typeof themes;

export const themeNames = Object.keys(themes) as ThemeName[];

// Whatever element carries a theme class also gets the theme's base text, background and type, so a
// theme applied below <body> (a Storybook decorator, an embedded widget) still reads correctly.
for (const className of [federalTheme, individualTheme]) {
  globalStyle(`.${className}`, {
    color: vars.color.text,
    backgroundColor: vars.color.background,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  });
}
