import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The content column shared by simple pages. */
export const page = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
});
