import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * As many columns as fit at about 18rem each, one on a phone. `min(100%, …)` lets a column shrink
 * below its minimum on a 320 px screen instead of overflowing it (WCAG 1.4.10).
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.fieldMaxWidth} * 0.6)), 1fr))`,
  gap: vars.space[5],
  alignItems: 'stretch',
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const cardBody = style({
  flexGrow: 1,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${cardBody} > p`, { margin: 0 });

export const cardActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space[3],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  listStyle: 'none',
});
