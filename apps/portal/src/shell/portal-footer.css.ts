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

export const administeredBy = style({
  marginBlockStart: vars.space[5],
  maxWidth: '72ch',
});

export const administeredByLabel = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const logo = style({
  flexShrink: 0,
});

export const note = style({
  marginBlock: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const disclaimer = style({
  marginBlockStart: vars.space[4],
  fontSize: vars.font.size.sm,
  maxWidth: '72ch',
});
