import { componentLayer, compositionLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const bell = style(
  compositionLayer({
    gap: vars.space[2],
    selectors: {
      // `data-state` says pending or not here, so the current page is styled from `aria-current`.
      '&[aria-current="page"]': { borderBlockEndColor: vars.color.headerText },
    },
  }),
);

export const iconWrap = style(
  componentLayer({
    position: 'relative',
    display: 'inline-flex',
  }),
);

/**
 * The pending-action dot (spec section 4, 'Pending-action flag'): `notificationDot` is 3:1 against
 * the header (WCAG 1.4.11); a ring of the header colour keeps it apart from the bell's outline. The
 * accessible name says the same thing in words, so the dot is not the only signal.
 */
export const dot = style(
  componentLayer({
    position: 'absolute',
    insetBlockStart: `calc(${vars.space[1]} * -1)`,
    insetInlineEnd: `calc(${vars.space[1]} * -1)`,
    inlineSize: vars.space[3],
    blockSize: vars.space[3],
    backgroundColor: vars.color.notificationDot,
    border: `${vars.borderWidth.thick} solid ${vars.color.headerBackground}`,
    borderRadius: vars.radius.circle,
    // Forced-colours mode drops background colours; a system colour keeps the dot visible.
    '@media': {
      '(forced-colors: active)': { backgroundColor: 'CanvasText' },
    },
  }),
);

/**
 * The word 'Alerts' shows in the narrow layout's menu panel, where entries are a list of words;
 * in the wide bar the bell stands alone. The accessible name (`aria-label`) is set either way.
 */
export const text = style(
  componentLayer({
    '@media': {
      [media.headerUp]: {
        position: 'absolute',
        width: vars.borderWidth.thin,
        height: vars.borderWidth.thin,
        padding: 0,
        margin: `calc(${vars.borderWidth.thin} * -1)`,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        border: 0,
      },
    },
  }),
);
