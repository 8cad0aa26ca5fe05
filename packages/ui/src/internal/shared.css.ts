import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The focus indicator every interactive part carries (WCAG 2.4.7 and 2.4.13). */
export const focusRing = style(
  componentLayer({
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
    },
  }),
);

/**
 * Hidden on screen, read by screen readers. `clip-path` plus 1 px size (not `display: none`) keeps
 * it in the accessibility tree; `white-space: nowrap` stops VoiceOver reading it word by word.
 */
export const visuallyHidden = style(
  componentLayer({
    position: 'absolute',
    width: vars.borderWidth.thin,
    height: vars.borderWidth.thin,
    padding: 0,
    margin: `calc(${vars.borderWidth.thin} * -1)`,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const icon = style(
  componentLayer({
    display: 'inline-block',
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    fill: 'currentColor',
    verticalAlign: 'middle',
  }),
);

export const iconSmall = style([
  icon,
  componentLayer({
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
  }),
]);

/**
 * A card's title row: the heading, and a status or badge beside it that wraps under it when the
 * card is narrow (PlanCard, KeyValuePanel, DashboardCard).
 */
export const titleRow = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
  }),
);

/** A card's heading, a step above body text; a long word breaks rather than widening the card. */
export const cardTitle = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

/**
 * A heading focused from script when a step changes: a ring shows sighted keyboard users where
 * the reading position now is, and Tab never stops there (tabIndex -1). An outline, not a
 * shadow, so forced-colours mode keeps it.
 */
export const scriptFocusTarget = style(
  componentLayer({
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&:focus:not(:focus-visible)': { outline: 'none' },
    },
  }),
);
