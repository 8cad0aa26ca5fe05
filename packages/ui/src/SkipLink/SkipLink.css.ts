import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const skipLink = style([
  focusRing,
  componentLayer({
    position: 'absolute',
    insetBlockStart: vars.space[2],
    insetInlineStart: vars.space[2],
    zIndex: vars.zIndex.toast,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space[4],
    color: vars.color.primaryText,
    backgroundColor: vars.color.primary,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'underline',
    // Off screen (not display:none) until focused, so it stays first in the tab order.
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus, &:focus-visible': { transform: 'none' },
    },
  }),
]);
