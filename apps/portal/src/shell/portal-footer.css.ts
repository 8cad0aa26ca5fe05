import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const disclaimer = style({
  marginBlockStart: vars.space[4],
  fontSize: vars.font.size.sm,
  maxWidth: '72ch',
});
