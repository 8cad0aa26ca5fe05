import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

export const form = style({ marginBlockStart: vars.space[4] });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});
