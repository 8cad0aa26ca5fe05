import { componentLayer, vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const nextSteps = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    minWidth: 0,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

globalStyle(`${nextSteps} > p`, componentLayer({ margin: 0 }));

export const nextStepsHeading = style(
  componentLayer({
    margin: 0,
    // The type scale's h2 step, as the public pages' section headings.
    fontSize: vars.type.h2.size,
    fontWeight: vars.type.h2.weight,
    lineHeight: vars.type.h2.lineHeight,
  }),
);

export const links = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
