import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '32rem',
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

/** The secondary ways on: a new code, another method. */
export const otherActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});
