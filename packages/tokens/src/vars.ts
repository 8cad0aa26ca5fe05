/**
 * The entry for style files (`*.css.ts`): the contract and the media queries, with no CSS side
 * effects. Import from here, not from `@portal/tokens`, in `.css.ts` files: the root entry also
 * loads the theme and global styles, and when vanilla-extract's compiler runs those as a side effect
 * of compiling another style file, it later emits no CSS for them (their module is already cached),
 * and the page loses its themes.
 */
export type { BreakpointName } from './breakpoints';
export { breakpoints, maxWidth, media, minWidth } from './breakpoints';
export type { ThemeVars } from './contract.css';
export { vars } from './contract.css';
export {
  baseLayer,
  componentLayer,
  compositionLayer,
  layerOrder,
  layers,
} from './layers';
