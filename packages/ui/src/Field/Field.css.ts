import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const field = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    width: '100%',
    maxWidth: vars.size.fieldMaxWidth,
  }),
);

export const label = style(
  componentLayer({
    color: vars.color.text,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** A group field's `<fieldset>` (radios, a memorable date): one column, as wide as a field. */
export const groupFieldset = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    maxWidth: vars.size.fieldMaxWidth,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

/** A group field's `<legend>`, with `label`'s type. */
export const groupLegend = style(
  componentLayer({
    // A legend keeps its own box outside the fieldset's flex layout: space it with a margin.
    marginBlockEnd: vars.space[2],
    padding: 0,
  }),
);

export const hint = style(
  componentLayer({
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const inputGroup = style(
  componentLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
  }),
);

export const input = style([
  focusRing,
  componentLayer({
    width: '100%',
    minHeight: vars.size.control,
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
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
      '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.borderStrong },
      // The invalid border is thicker as well as red: colour is not the only signal (WCAG 1.4.1).
      '&[data-state="invalid"]': {
        borderColor: vars.color.errorBorder,
        borderWidth: vars.borderWidth.thick,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
      '&[data-adornment="end"]': { paddingInlineEnd: vars.size.inputAdornment },
    },
  }),
]);

export const adornment = style(
  componentLayer({
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: vars.space[2],
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
  }),
);

export const validIcon = style(
  componentLayer({
    color: vars.color.success,
  }),
);

export const errorRow = style(
  componentLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[1],
    color: vars.color.error,
  }),
);

export const error = style(
  componentLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[1],
    flex: 1,
    margin: 0,
    // Align the text with the 24 px dismiss target beside it.
    paddingBlock: vars.space[1],
    color: vars.color.error,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);
