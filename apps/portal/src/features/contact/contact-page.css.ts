import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export { sectionHeading } from '../../styles/page-layout.css.js';

export const confirmationHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[3],
  selectors: {
    // Focused by script so screen readers read it; it is not a control, so no ring.
    '&:focus': { outline: 'none' },
  },
});
