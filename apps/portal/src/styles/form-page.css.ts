import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** A narrow column for pages that are mostly one form (account recovery, security question). */
export const page = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

export const subheading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[3],
});

export const form = style({ marginBlockStart: vars.space[4] });

/** The buttons under a form: the main one last, wrapping on narrow screens. */
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  marginBlockEnd: vars.space[2],
  padding: 0,
});

export const hint = style({ marginBlockEnd: vars.space[3] });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
