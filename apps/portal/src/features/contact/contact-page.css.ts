import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const sectionHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

export const confirmationHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[3],
  selectors: {
    // Focused by script so screen readers read it; it is not a control, so no ring.
    '&:focus': { outline: 'none' },
  },
});
