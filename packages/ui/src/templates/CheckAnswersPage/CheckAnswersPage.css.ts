import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The summary cards, one under another, at the width of the page's reading column. */
export const answers = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    minWidth: 0,
    maxWidth: `calc(${vars.size.fieldMaxWidth} * 2)`,
  }),
);

export const declarationHeading = style(
  componentLayer({
    margin: 0,
    // The type scale's h2 step, as the public pages' section headings.
    fontSize: vars.type.h2.size,
    fontWeight: vars.type.h2.weight,
    lineHeight: vars.type.h2.lineHeight,
  }),
);

export const declaration = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    lineHeight: vars.font.lineHeight.normal,
  }),
);
