import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { scriptFocusTarget } from '../internal/shared.css';

export const panel = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    minWidth: 0,
    padding: vars.space[6],
    color: vars.color.text,
    textAlign: 'center',
    backgroundColor: vars.color.successSurface,
    // A whole border, not only a tint: forced-colours mode drops backgrounds and keeps borders, so
    // the panel still stands out from the page (WCAG 1.4.11).
    border: `${vars.borderWidth.accent} solid ${vars.color.successBorder}`,
    borderRadius: vars.radius.lg,
    '@media': {
      [media.belowMobile]: { padding: vars.space[5] },
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  }),
);

/** Focused from script after a step (`scriptFocusTarget` says how it shows). */
export const heading = style([
  scriptFocusTarget,
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
]);

export const body = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const reference = style(
  componentLayer({
    display: 'inline-block',
    marginBlockStart: vars.space[1],
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
    // One click or tap selects the whole reference, ready to copy.
    userSelect: 'all',
    overflowWrap: 'anywhere',
  }),
);
