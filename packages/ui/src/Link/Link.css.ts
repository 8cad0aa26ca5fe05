import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const link = style([
  focusRing,
  componentLayer({
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        color: vars.color.linkHover,
        textDecorationThickness: vars.borderWidth.thick,
      },
    },
  }),
]);

/** A link on its own line (not inside a sentence) gets a 24 px target (WCAG 2.5.8). */
export const standalone = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.targetMin,
    fontWeight: vars.font.weight.semibold,
  }),
);
