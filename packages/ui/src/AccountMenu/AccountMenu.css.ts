import { componentLayer, compositionLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';
// The items are the kit's Button and Link with `action` added; vanilla-extract writes styles in
// import order, so importing theirs first puts `action` after them and lets it win.
import '../Button/Button.css';
import '../Link/Link.css';

/**
 * The positioning context of the list: at 992 px and wider the list drops under the button; below,
 * inside the header's Menu panel, the list follows the button in the flow, full width.
 */
export const root = style(
  componentLayer({
    position: 'relative',
    display: 'inline-flex',
    '@media': {
      [media.belowHeader]: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
      },
    },
  }),
);

export const trigger = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    // `text` and `textInverse`, not the header colours: the header re-points them, and the menu
    // also reads correctly outside a header (a mobile menu panel, a docs page).
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[data-state="open"]': { borderColor: vars.color.text },
    },
  }),
]);

export const avatar = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.avatar,
    height: vars.size.avatar,
    color: vars.color.textInverse,
    backgroundColor: vars.color.text,
    borderRadius: vars.radius.circle,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
  }),
);

export const names = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[0],
  }),
);

export const name = style(
  componentLayer({
    fontWeight: vars.font.weight.semibold,
  }),
);

export const label = style(
  componentLayer({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
  }),
);

export const chevron = style(
  componentLayer({
    transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
    },
  }),
);

/**
 * Drawn in `text` on `textInverse`, like the initials circle: in the header (which re-points both)
 * that is the header palette, so the list reads as part of the header and the items, kit links and
 * buttons, get the header's link and focus-ring colours; elsewhere it is the page palette.
 * Closed, the `hidden` attribute hides it; no rule here sets `display`, which would override that.
 */
export const list = style(
  componentLayer({
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space[1]})`,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.dropdown,
    minWidth: vars.size.menuMinWidth,
    margin: 0,
    padding: vars.space[1],
    listStyle: 'none',
    color: vars.color.text,
    backgroundColor: vars.color.textInverse,
    border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.family,
    '@media': {
      [media.belowHeader]: {
        position: 'static',
        minWidth: 0,
        paddingBlock: vars.space[1],
        paddingInline: 0,
        paddingInlineStart: vars.space[6],
        border: 0,
        boxShadow: 'none',
      },
    },
  }),
);

export const listItem = style(
  componentLayer({
    margin: 0,
  }),
);

/**
 * A row per item, full width, 44 px tall, text at the start, on the Link or the link Button. In
 * the compositions layer, so it wins over the Button's and the Link's own rules whatever order a
 * page's CSS chunks arrive in (a route's chunk may bring Button.css after this file): Log Out
 * stays aligned with the links.
 */
export const action = style(
  compositionLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    // The Button's transparent border would set Log Out 2 px in from the links.
    border: 0,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    selectors: {
      // Inside the focus ring's offset, so the list's edge does not clip it.
      '&:focus-visible': { outlineOffset: `calc(${vars.focus.ringWidth} * -1)` },
    },
  }),
);
