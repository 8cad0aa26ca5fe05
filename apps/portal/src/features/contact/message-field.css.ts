import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/*
 * The kit has no multi-line field yet; this one follows TextField's look from the same tokens
 * (border, radius, focus ring, the thicker red border when invalid). It belongs in the kit once a
 * second form needs it.
 */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  width: '100%',
  maxWidth: vars.size.fieldMaxWidth,
});

export const textarea = style({
  width: '100%',
  minHeight: '10rem',
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
      borderColor: vars.color.borderStrong,
    },
    // Thicker as well as red: colour is not the only signal (WCAG 1.4.1).
    '&[aria-invalid="true"]': {
      borderColor: vars.color.errorBorder,
      borderWidth: vars.borderWidth.thick,
    },
  },
});

export const errorRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});
