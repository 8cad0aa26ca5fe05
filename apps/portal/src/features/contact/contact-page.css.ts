import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export { sectionHeading } from '../../styles/page-layout.css.js';

export const lead = style({
  margin: 0,
  fontSize: vars.type.lead.size,
  lineHeight: vars.type.lead.lineHeight,
  maxInlineSize: '40rem',
});

/** The form, and the call card beside it where there is room (below it on phones and tablets). */
export const columns = style({
  display: 'grid',
  gap: vars.space[7],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const callCard = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
});

globalStyle(`${callCard} p`, { margin: 0, marginBlockStart: vars.space[3] });

export const callHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
});

/** The number large, never broken across lines (a phone number read in two pieces is misdialled). */
export const callNumber = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const confirmationHeading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[3],
  selectors: {
    // Focused by script so screen readers read it; it is not a control, so no ring.
    '&:focus': { outline: 'none' },
  },
});
