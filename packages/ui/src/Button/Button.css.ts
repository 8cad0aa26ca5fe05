import { componentLayer, vars } from '@portal/tokens/vars';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

const transition = ['background-color', 'border-color', 'color']
  .map((property) => `${property} ${vars.motion.durationFast} ${vars.motion.easing}`)
  .join(', ');

export const button = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[5],
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.wide,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition,
    selectors: {
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
      '&[data-state="busy"]': {
        cursor: 'progress',
      },
      // A spinner after the label: the label stays, so the accessible name does not change.
      '&[data-state="busy"]::after': {
        content: '""',
        width: vars.size.spinner,
        height: vars.size.spinner,
        border: `${vars.borderWidth.thick} solid currentColor`,
        borderInlineEndColor: 'transparent',
        borderRadius: vars.radius.circle,
        animation: `${spin} ${vars.motion.durationSpin} linear infinite`,
      },
    },
  }),
]);

export const variants = styleVariants({
  primary: componentLayer({
    color: vars.color.primaryText,
    backgroundColor: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
    },
  }),
  secondary: componentLayer({
    color: vars.color.secondaryText,
    backgroundColor: vars.color.secondary,
    borderColor: vars.color.secondaryBorder,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover },
    },
  }),
  link: componentLayer({
    minHeight: vars.size.targetMin,
    minWidth: vars.size.targetMin,
    paddingBlock: vars.space[1],
    paddingInline: vars.space[1],
    color: vars.color.link,
    backgroundColor: 'transparent',
    fontWeight: vars.font.weight.semibold,
    letterSpacing: vars.font.letterSpacing.normal,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    selectors: {
      '&:hover:not(:disabled)': {
        color: vars.color.linkHover,
        textDecorationThickness: vars.borderWidth.thick,
      },
      '&:disabled': { backgroundColor: 'transparent', borderColor: 'transparent' },
    },
  }),
});
