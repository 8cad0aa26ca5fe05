import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** Covered people, one a line, without bullets: the panel's term already says what they are. */
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[2],
});
