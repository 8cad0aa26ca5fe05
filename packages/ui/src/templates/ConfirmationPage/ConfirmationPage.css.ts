import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const nextSteps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${nextSteps} > p`, { margin: 0 });

export const nextStepsHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
