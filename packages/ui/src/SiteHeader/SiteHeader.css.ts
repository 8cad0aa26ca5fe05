import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The bar itself, in whichever palette its variant points the header colours at. */
export const header = style(
  componentLayer({
    position: 'relative',
    zIndex: vars.zIndex.header,
    color: vars.color.headerText,
    backgroundColor: vars.color.headerBackground,
  }),
);

/**
 * The standard header is a dark region: inside it the semantic link, text and focus-ring variables
 * are re-pointed at the header palette, so kit parts placed in it (links, buttons) read correctly
 * without knowing where they are.
 */
export const standard = style(
  componentLayer({
    vars: {
      [vars.color.text]: vars.color.headerText,
      [vars.color.textInverse]: vars.color.headerBackground,
      [vars.color.link]: vars.color.headerText,
      [vars.color.linkHover]: vars.color.headerText,
      [vars.color.focusRing]: vars.color.focusRingInverse,
    },
  }),
);

/**
 * The focused look: the page's own light background with the brand's dark colour for text, links
 * and the bar's rule. The header colours themselves are re-pointed, and the same semantic ones as
 * in `standard`, so every part inside follows: nav links, the search form, the Menu button, the
 * account menu. The red dot of the bell becomes `error`, which keeps 3:1 on white (WCAG 1.4.11);
 * the focus ring stays the light surfaces' one.
 */
export const focused = style(
  componentLayer({
    vars: {
      [vars.color.headerText]: vars.color.linkHover,
      [vars.color.headerBackground]: vars.color.background,
      [vars.color.text]: vars.color.linkHover,
      [vars.color.textInverse]: vars.color.background,
      [vars.color.link]: vars.color.linkHover,
      [vars.color.notificationDot]: vars.color.error,
    },
    borderBlockStart: `${vars.borderWidth.accent} solid ${vars.color.linkHover}`,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    boxShadow: vars.elevation.raised,
  }),
);

export const inner = style(
  componentLayer({
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
  }),
);

export const brand = style(
  componentLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minWidth: 0,
    minHeight: vars.size.control,
    '@media': {
      // Below the header breakpoint the brand takes what the Menu button leaves, from a zero basis:
      // a long product name wraps inside it instead of pushing the button onto a row of its own.
      [media.belowHeader]: { flex: '1 1 0' },
    },
  }),
);

export const productName = style(
  componentLayer({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);
