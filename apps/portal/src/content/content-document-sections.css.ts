import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const sectionHeading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[3],
});

export const paragraph = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const links = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
});
