import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The inactivity note sits in the page's own content column, above the page. */
export const notice = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingBlockStart: vars.space[4],
  paddingInline: vars.space[4],
});
