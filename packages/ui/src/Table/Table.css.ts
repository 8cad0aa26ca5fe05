import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

/**
 * The scroll container: a wide table scrolls sideways inside it instead of making the page scroll
 * (WCAG 1.4.10 allows two-dimensional scrolling for data tables).
 */
export const scroller = style([
  focusRing,
  componentLayer({
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: vars.radius.md,
    selectors: {
      // The focus ring of a scroll region sits inside it: outside, `overflow` would clip it.
      '&:focus-visible': { outlineOffset: `calc(${vars.focus.ringWidth} * -1)` },
    },
  }),
]);

export const table = style(
  componentLayer({
    width: '100%',
    borderCollapse: 'collapse',
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
  }),
);

export const caption = style(
  componentLayer({
    paddingBlockEnd: vars.space[2],
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    // Captions centre by default, over columns that may be scrolled out of view.
    textAlign: 'start',
  }),
);

export const head = style(
  componentLayer({
    backgroundColor: vars.color.surface,
  }),
);

export const body = style(componentLayer({}));

export const row = style(
  componentLayer({
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

const cellBase = style(
  componentLayer({
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    verticalAlign: 'top',
  }),
);

export const headerCell = style([
  cellBase,
  componentLayer({
    fontWeight: vars.font.weight.bold,
    textAlign: 'start',
    selectors: {
      [`${head} &`]: {
        borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
        verticalAlign: 'bottom',
      },
    },
  }),
]);

export const cell = cellBase;

export const align = styleVariants({
  start: componentLayer({ textAlign: 'start' }),
  end: componentLayer({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
});
