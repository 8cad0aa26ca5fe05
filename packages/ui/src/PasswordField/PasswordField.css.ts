import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const toggle = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.targetMin,
    minHeight: vars.size.targetMin,
    margin: 0,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    color: vars.color.link,
    backgroundColor: 'transparent',
    border: 0,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.linkHover },
      '&:focus-visible': { outlineOffset: 0 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
    },
  }),
]);
