import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const price = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const enrollList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
