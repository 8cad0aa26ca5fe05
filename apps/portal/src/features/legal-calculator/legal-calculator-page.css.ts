import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The calculator's columns: the page's own few rules rather than the kit's `Stack`, which this
 * page would download for them alone (0.39 kB gzip: the page sits in a held JavaScript budget).
 */
const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The error summary, the form and the estimate. */
export const calculator = style([column, { gap: vars.space[6] }]);

/** The plan, the hours and the button. */
export const formParts = style([column, { gap: vars.space[5] }]);

/** One field per legal matter. */
export const matterFields = style([column, { gap: vars.space[4] }]);

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

export const result = style([
  column,
  {
    gap: vars.space[3],
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
    paddingInlineStart: vars.space[4],
  },
]);

// The column's gap spaces the sentences; paragraph margins would double it.
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
