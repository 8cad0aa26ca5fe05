import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css';

/**
 * The segments' box: the text input's look (border, error border from `data-state`), sized to its
 * content. Its ring shows while a segment has keyboard focus (react-aria's `data-focus-visible`).
 */
export const dateInput = style([
  fieldStyles.input,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    width: 'fit-content',
    cursor: 'text',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.borderStrong },
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: 0,
        borderColor: vars.color.borderStrong,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
    },
  }),
]);

/** One editable part (month, day, year) or a literal separator. */
export const segment = style(
  componentLayer({
    // Each segment is its own target: at least 24 px wide even for a one-digit month (WCAG 2.5.8);
    // 16 px text at line height 1.5 makes it 24 px tall.
    minWidth: vars.size.targetMin,
    paddingInline: vars.borderWidth.thick,
    borderRadius: vars.radius.sm,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    outline: 'none',
    selectors: {
      // "mm", "dd", "yyyy" until typed.
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[data-type="literal"]': { minWidth: 0, paddingInline: vars.borderWidth.thin },
      // The focused segment is filled, so which part the keys will change is plain to see.
      '&[data-focused]': {
        color: vars.color.selectedText,
        backgroundColor: vars.color.selected,
      },
      '&[data-disabled]': { color: vars.color.disabledText },
    },
  }),
);
