import { createGlobalThemeContract } from '@vanilla-extract/css';
import { sharedTokens } from './make-tokens';

/**
 * The one theme contract: a CSS custom property per semantic token. Its shape is the shape of the
 * shared defaults (the values there are ignored here), so adding a token in `make-tokens.ts` adds it
 * to the contract, and `createTheme` fails to type-check for a theme that lacks it.
 *
 * The property names are fixed (`--portal-color-text`, `--portal-space-4`...) rather than hashed.
 * vanilla-extract hashes names by the file that evaluated the contract, and a consumer can evaluate
 * it twice: Vite's browser pipeline resolves `@portal/tokens` to `src` through the `portal-source`
 * condition while vanilla-extract's compiler (an SSR context, which ignores `resolve.conditions`)
 * may resolve it to `dist`; a `@portal/ui` build may also meet a separately built tokens package.
 * Hashed names would then differ and every component would lose its styles. Fixed names also let
 * plain CSS read a token.
 *
 * Components read only these variables; a theme class on an ancestor (normally `<html>`) sets them.
 */
export const vars = createGlobalThemeContract(
  sharedTokens,
  (_value, path) => `portal-${path.join('-')}`,
);

export type ThemeVars = typeof vars;
