import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const results = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const resultTitle = style({
  fontSize: vars.font.size.lg,
  margin: 0,
});

export const category = style({
  fontSize: vars.font.size.sm,
  margin: 0,
});

export const snippet = style({
  margin: 0,
  maxWidth: '72ch',
});
