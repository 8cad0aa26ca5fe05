import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const form = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minWidth: 0,
    maxWidth: vars.size.fieldMaxWidth,
    margin: 0,
  }),
);

export const label = style(
  componentLayer({
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** Field and button; also the positioning context of the suggestions list. */
export const row = style(
  componentLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
  }),
);

/**
 * Drawn in `text` on a transparent ground, so the field reads on the page and in the header alike
 * (the header re-points `text` to `headerText`): the border is 3:1 and the text 4.5:1 on both.
 */
export const input = style([
  focusRing,
  componentLayer({
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
  }),
]);

export const submit = style([
  focusRing,
  componentLayer({
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
  }),
]);

/**
 * The suggestions, under the field and as wide as the field and button, above the page
 * (`zIndex.dropdown`). Drawn in `text` on `textInverse`: in the header, which re-points both, that is
 * the header palette; elsewhere the page palette. Closed, the `hidden` attribute hides it; no rule
 * here sets `display`, which would override that.
 */
export const listBox = style(
  componentLayer({
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space[1]})`,
    insetInlineStart: 0,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.dropdown,
    minWidth: vars.size.menuMinWidth,
    margin: 0,
    padding: vars.space[1],
    listStyle: 'none',
    color: vars.color.text,
    backgroundColor: vars.color.textInverse,
    border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.family,
  }),
);

export const option = style(
  componentLayer({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.control,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      // Focus stays in the field (aria-activedescendant), so the active option draws its own
      // indicator (WCAG 2.4.7): the colours swapped, which reads in either palette.
      '&[data-state="active"]': {
        color: vars.color.textInverse,
        backgroundColor: vars.color.text,
      },
    },
  }),
);
