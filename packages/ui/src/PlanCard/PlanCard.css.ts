import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style(
  compositionLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    // `Card` gives the edge (a border, kept in forced-colours mode), the surface and the padding;
    // a slight shadow lifts a plan off the page, as a choice to make.
    boxShadow: vars.elevation.raised,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export { titleRow as header } from '../internal/shared.css';

export const name = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const badge = style(
  componentLayer({
    maxWidth: '100%',
  }),
);

export const prices = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    paddingBlockEnd: vars.space[4],
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const priceLabel = style(
  componentLayer({
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const price = style(
  componentLayer({
    margin: 0,
  }),
);

export const otherPrice = style(
  componentLayer({
    margin: 0,
  }),
);

export const highlights = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const highlight = style(
  componentLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    overflowWrap: 'anywhere',
  }),
);

export const tick = style(
  componentLayer({
    color: vars.color.success,
    // Lines the tick up with the first line of text (1rem text at line height 1.5).
    marginBlockStart: vars.space[1],
  }),
);

export const extra = style(
  componentLayer({
    color: vars.color.text,
  }),
);

export const action = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    // The action sits at the foot of the card, so in a row of cards the actions line up.
    marginBlockStart: 'auto',
    paddingBlockStart: vars.space[2],
  }),
);

// A link passed as the action looks like the kit's primary button: a plan's action is the
// page's main call to action, and the card should not need the app to style it.
globalStyle(
  `${action} > a`,
  compositionLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: vars.size.control,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[5],
    color: vars.color.primaryText,
    backgroundColor: vars.color.primary,
    // Transparent, so forced-colours mode still draws the button's edge.
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
  }),
);

globalStyle(
  `${action} > a:hover`,
  compositionLayer({
    color: vars.color.primaryText,
    backgroundColor: vars.color.primaryHover,
    textDecoration: 'underline',
  }),
);

globalStyle(
  `${action} > button`,
  compositionLayer({
    inlineSize: '100%',
  }),
);

export const list = style(
  componentLayer({
    display: 'grid',
    // As many equal columns as fit at about 18rem each, one on a phone; `min()` lets a column
    // shrink below that at 320 px rather than overflow.
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.fieldMaxWidth} * 0.6)), 1fr))`,
    gap: vars.space[5],
    alignItems: 'stretch',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const listItem = style(
  componentLayer({
    display: 'flex',
    minWidth: 0,
  }),
);

// The card fills its grid cell, so every card in a row is as tall as the tallest.
globalStyle(
  `${listItem} > ${card}`,
  compositionLayer({
    flex: 1,
  }),
);
