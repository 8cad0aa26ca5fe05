import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const setHeading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[3],
});
