import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
