import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

/**
 * The menu's wrapper takes no box (`display: contents`): the button and the panel are laid out by
 * the header bar itself, so below 992 px the open panel can take a full row under the bar. It has
 * no role, so `display: contents` does not drop anything from the accessibility tree.
 */
export const root = style(
  componentLayer({
    display: 'contents',
  }),
);

export const toggle = style([
  focusRing,
  componentLayer({
    display: 'none',
    alignItems: 'center',
    gap: vars.space[2],
    minHeight: vars.size.control,
    margin: 0,
    marginInlineStart: 'auto',
    paddingBlock: vars.space[1],
    paddingInline: vars.space[3],
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    '@media': {
      // CSS, not script, picks the layout: it is right in the server-rendered HTML, before React
      // hydrates, and on resize.
      [media.belowHeader]: { display: 'inline-flex' },
    },
  }),
]);

export const bars = style(
  componentLayer({
    selectors: {
      [`${toggle}[data-state="open"] &`]: { display: 'none' },
    },
  }),
);

export const cross = style(
  componentLayer({
    display: 'none',
    selectors: {
      [`${toggle}[data-state="open"] &`]: { display: 'inline' },
    },
  }),
);

export const panel = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space[4],
    minWidth: 0,
    '@media': {
      [media.belowHeader]: {
        display: 'none',
        flexDirection: 'column',
        alignItems: 'stretch',
        flexBasis: '100%',
        gap: vars.space[3],
        paddingBlock: vars.space[3],
        borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.text}`,
        selectors: {
          '&[data-state="open"]': { display: 'flex' },
        },
      },
    },
  }),
);
