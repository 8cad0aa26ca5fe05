import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const dismissButton = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    // 16 px icon + 4 px padding each side = the 24 px minimum target (WCAG 2.5.8).
    minWidth: vars.size.targetMin,
    minHeight: vars.size.targetMin,
    margin: 0,
    padding: vars.space[1],
    color: 'inherit',
    backgroundColor: 'transparent',
    border: 0,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface },
    },
  }),
]);
