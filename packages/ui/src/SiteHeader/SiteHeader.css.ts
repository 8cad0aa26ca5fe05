import { media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/**
 * The header is a dark region: inside it the semantic link, text and focus-ring variables are
 * re-pointed at the header palette, so kit parts placed in it (links, buttons) read correctly
 * without knowing where they are.
 */
export const header = style({
  vars: {
    [vars.color.text]: vars.color.headerText,
    [vars.color.textInverse]: vars.color.headerBackground,
    [vars.color.link]: vars.color.headerText,
    [vars.color.linkHover]: vars.color.headerText,
    [vars.color.focusRing]: vars.color.focusRingInverse,
  },
  position: 'relative',
  zIndex: vars.zIndex.header,
  color: vars.color.headerText,
  backgroundColor: vars.color.headerBackground,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  minHeight: vars.size.headerMinHeight,
  marginInline: 'auto',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  '@media': {
    // Below the header breakpoint: the brand and the Menu button on one row, the open menu panel
    // on a full row under them (the panel's own styles, in MobileMenu).
    [media.belowHeader]: {
      rowGap: 0,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minWidth: 0,
  minHeight: vars.size.control,
});

export const productName = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
