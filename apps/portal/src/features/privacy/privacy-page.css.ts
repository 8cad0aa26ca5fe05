import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** The served notice starts at h2; its headings and lists get the page's rhythm. */
export const notice = style({
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${notice} :is(h2, h3, h4)`, {
  fontSize: vars.font.size.lg,
  marginBlock: `${vars.space[5]} ${vars.space[2]}`,
});

globalStyle(`${notice} :is(p, ul, ol)`, {
  marginBlock: `0 ${vars.space[3]}`,
});
