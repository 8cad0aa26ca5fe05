// The layer order first: the page's first stylesheet must name it before any layered rule.
import './layer-order.css';
import './font-face.css';
import './global.css';

export type { BreakpointName } from './breakpoints';
export { breakpoints, maxWidth, media, minWidth } from './breakpoints';
export type { ThemeVars } from './contract.css';
export { vars } from './contract.css';
export type { ContrastPair, ContrastResult } from './contrast';
export {
  checkContrast,
  contrastMinimum,
  contrastPairs,
  contrastRatio,
  relativeLuminance,
} from './contrast';
export { federalTokens, individualTokens, themeTokens } from './edition-tokens';
export {
  baseLayer,
  componentLayer,
  compositionLayer,
  layerOrder,
  layers,
} from './layers';
export type { ColorToken, TokenOverrides, Tokens } from './make-tokens';
export { fluidSize, makeTokens, sharedTokens } from './make-tokens';
export type { ThemeName } from './themes.css';
export { federalTheme, individualTheme, themeNames, themes } from './themes.css';
