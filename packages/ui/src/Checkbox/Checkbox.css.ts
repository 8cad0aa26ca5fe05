import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

/*
 * Checkbox and radio styles, shared by Checkbox and RadioGroup. The inputs stay native (their role,
 * checked state, keyboard and form behaviour come from the browser); `appearance: none` lets the
 * tokens draw them, and the checked mark is a sibling SVG drawn in `currentColor`, so it still shows
 * in Windows forced-colours mode, where backgrounds and box shadows are replaced.
 */

/** One choice: the control in a 24 px column, its label (and hint) beside it. */
export const choice = style(
  componentLayer({
    display: 'grid',
    gridTemplateColumns: `${vars.size.targetMin} minmax(0, 1fr)`,
    columnGap: vars.space[2],
    rowGap: vars.space[1],
    alignItems: 'start',
  }),
);

/** Holds the input and its mark on top of each other. */
export const control = style(
  componentLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.targetMin,
    height: vars.size.targetMin,
  }),
);

const box = style([
  focusRing,
  componentLayer({
    appearance: 'none',
    flexShrink: 0,
    // The whole 24 px square is the input: the minimum target of WCAG 2.5.8, and the label beside
    // it (bound with htmlFor) makes the target larger still.
    width: vars.size.targetMin,
    height: vars.size.targetMin,
    margin: 0,
    backgroundColor: vars.color.background,
    border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
      '&:checked': { borderColor: vars.color.selected },
      // Colour is not the only signal of an error: the message has an icon and text (WCAG 1.4.1).
      '&[data-state="invalid"]': { borderColor: vars.color.errorBorder },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledText,
      },
    },
  }),
]);

export const checkbox = style([
  box,
  componentLayer({
    borderRadius: vars.radius.sm,
    selectors: {
      '&:checked:not(:disabled)': { backgroundColor: vars.color.selected },
    },
  }),
]);

export const radio = style([box, componentLayer({ borderRadius: vars.radius.circle })]);

/** The checked mark (a tick or a dot), hidden until its input is checked. */
const mark = style(
  componentLayer({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
    fill: 'currentColor',
    pointerEvents: 'none',
    visibility: 'hidden',
  }),
);

export const checkMark = style([
  mark,
  componentLayer({
    color: vars.color.selectedText,
    selectors: {
      [`${checkbox}:checked + &`]: { visibility: 'visible' },
      [`${checkbox}:disabled + &`]: { color: vars.color.disabledText },
    },
  }),
]);

export const radioMark = style([
  mark,
  componentLayer({
    color: vars.color.selected,
    selectors: {
      [`${radio}:checked + &`]: { visibility: 'visible' },
      [`${radio}:disabled + &`]: { color: vars.color.disabledText },
    },
  }),
]);

export const label = style(
  componentLayer({
    // 16 px text at line height 1.5 is a 24 px line: the first line sits level with the control.
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'pointer',
    selectors: {
      [`${control}:has(:disabled) + &`]: { cursor: 'not-allowed', color: vars.color.disabledText },
    },
  }),
);

/** A hint under a choice's label, in the label's column. */
export const choiceHint = style(
  compositionLayer({
    gridColumnStart: 2,
  }),
);
