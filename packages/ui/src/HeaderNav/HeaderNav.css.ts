import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const nav = style(
  componentLayer({
    minWidth: 0,
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      // Inside the open Menu panel below 992 px: one entry per row, full width.
      [media.belowHeader]: {
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: vars.space[1],
      },
    },
  }),
);

export const item = style(
  componentLayer({
    display: 'flex',
    '@media': {
      [media.belowHeader]: {
        flexDirection: 'column',
        alignItems: 'stretch',
      },
    },
  }),
);

export const link = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space[2],
    color: vars.color.headerText,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
    textDecoration: 'none',
    borderBlockEnd: `${vars.borderWidth.accent} solid transparent`,
    borderBlockStart: `${vars.borderWidth.accent} solid transparent`,
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { borderBlockEndColor: vars.color.headerText },
      // The current page is marked by an underline bar, not by colour alone (WCAG 1.4.1).
      '&[data-state="active"]': { borderBlockEndColor: vars.color.headerText },
    },
  }),
]);

export const linkVariant = styleVariants({
  link: componentLayer({}),
  button: componentLayer({
    paddingInline: vars.space[4],
    color: vars.color.headerBackground,
    backgroundColor: vars.color.headerText,
    border: 0,
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
    },
  }),
});
