import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** A dark region, like the header: semantic colours are re-pointed at the footer palette inside. */
export const footer = style(
  componentLayer({
    vars: {
      [vars.color.text]: vars.color.footerText,
      [vars.color.textMuted]: vars.color.footerText,
      [vars.color.textInverse]: vars.color.footerBackground,
      [vars.color.link]: vars.color.footerText,
      [vars.color.linkHover]: vars.color.footerText,
      [vars.color.focusRing]: vars.color.focusRingInverse,
    },
    color: vars.color.footerText,
    backgroundColor: vars.color.footerBackground,
  }),
);

export const inner = style(
  componentLayer({
    width: '100%',
    maxWidth: vars.size.contentMaxWidth,
    marginInline: 'auto',
    paddingBlock: vars.space[6],
    paddingInline: vars.space[4],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
  }),
);
