import { vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  maxWidth: vars.size.fieldMaxWidth,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  // A legend keeps its own box outside the fieldset's flex layout: space it with a margin.
  marginBlockEnd: vars.space[2],
  padding: 0,
});

export const options = style({
  display: 'flex',
  gap: vars.space[3],
});

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space[5] },
});
