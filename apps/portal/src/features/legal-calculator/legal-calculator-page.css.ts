import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({
  margin: 0,
  marginBlockEnd: vars.space[4],
  color: vars.color.textMuted,
});

export const result = style({
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
  paddingInlineStart: vars.space[4],
});

// The Stack spaces the sentences; paragraph margins would double it.
globalStyle(`${result} p`, { margin: 0 });

export const resultHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[3],
});

export const savings = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const assumptions = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
