import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  maxWidth: vars.size.fieldMaxWidth,
  margin: 0,
});

/** The combobox's wrapper: label above, field row below, as in the form without suggestions. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
});

/**
 * Drawn in `text` on a transparent ground, so the field reads on the page and in the header alike
 * (the header re-points `text` to `headerText`): the border is 3:1 and the text 4.5:1 on both.
 */
export const input = style([
  focusRing,
  {
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
    borderInlineEnd: 0,
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    borderStartEndRadius: 0,
    borderEndEndRadius: 0,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.text, opacity: 0.85 },
      '&:focus-visible': { outlineOffset: 0 },
      // Chrome's own clear (×) button on type="search" is a second, unlabelled control.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  },
]);

export const submit = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.control,
    minHeight: vars.size.control,
    margin: 0,
    padding: vars.space[2],
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
    borderStartStartRadius: 0,
    borderEndStartRadius: 0,
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderWidth: vars.borderWidth.thick },
    },
  },
]);

/**
 * The suggestions popover is portalled to `<body>`, outside the header: it uses the page palette.
 * `--trigger-width` is the input's width, set by react-aria.
 */
export const popover = style({
  zIndex: vars.zIndex.dropdown,
  width: 'var(--trigger-width)',
  minWidth: vars.size.menuMinWidth,
  overflowY: 'auto',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
});

export const listBox = style({
  padding: vars.space[1],
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space[3],
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Focus stays in the input (aria-activedescendant); react-aria marks the active option with
    // data-focused, which gets the ring and a background so the position is visible (WCAG 2.4.7).
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-focused]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.focus.ringWidth} * -1)`,
    },
  },
});
