import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const message = style(
  componentLayer({
    margin: 0,
  }),
);

/** The countdown, or 'No longer idle.': bold, with tabular digits so its width holds still each second. */
export const status = style(
  componentLayer({
    margin: 0,
    marginBlockStart: vars.space[3],
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);
