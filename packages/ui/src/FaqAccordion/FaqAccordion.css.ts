import { media, vars } from '@portal/tokens/vars';
import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

// Radix measures the content and exposes its height, so the panel can open from 0 to its height.
const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});

const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  width: '100%',
  maxWidth: vars.component.faqAccordion.maxWidth,
  color: vars.color.text,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});

export const list = style({
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    width: '100%',
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[3],
    paddingInline: vars.space[2],
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: 0,
    borderRadius: vars.radius.sm,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        textDecoration: 'underline',
        textUnderlineOffset: vars.font.underlineOffset,
      },
      '&:focus-visible': { outlineOffset: `calc(${vars.focus.ringWidth} * -1)` },
    },
  },
]);

export const chevron = style({
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
});

export const answer = style({
  paddingBlockStart: 0,
  paddingBlockEnd: vars.space[4],
  paddingInline: vars.space[2],
  lineHeight: vars.font.lineHeight.relaxed,
});

export const more = style({
  alignSelf: 'flex-start',
});
