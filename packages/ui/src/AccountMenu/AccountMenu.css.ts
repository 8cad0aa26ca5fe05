import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const trigger = style([
  focusRing,
  {
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
  },
]);

export const avatar = style({
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
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[0],
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
});

export const label = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const chevron = style({
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: vars.size.menuMinWidth,
  padding: vars.space[1],
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Radix moves DOM focus to the highlighted item (roving focus); draw the ring and a background
    // on it, so the keyboard position is visible (WCAG 2.4.7).
    '&[data-highlighted]': {
      backgroundColor: vars.color.surface,
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.focus.ringWidth} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
