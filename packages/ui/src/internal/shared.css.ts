import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The focus indicator every interactive part carries (WCAG 2.4.7 and 2.4.13). */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

/**
 * Hidden on screen, read by screen readers. `clip-path` plus 1 px size (not `display: none`) keeps
 * it in the accessibility tree; `white-space: nowrap` stops VoiceOver reading it word by word.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.borderWidth.thin,
  height: vars.borderWidth.thin,
  padding: 0,
  margin: `calc(${vars.borderWidth.thin} * -1)`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  fill: 'currentColor',
  verticalAlign: 'middle',
});

export const iconSmall = style([
  icon,
  {
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
  },
]);
