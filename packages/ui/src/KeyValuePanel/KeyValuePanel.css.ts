import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const panel = style(
  compositionLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export { cardTitle as title, titleRow as header } from '../internal/shared.css';

export const status = style(
  componentLayer({
    flexShrink: 0,
    maxWidth: '100%',
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    margin: 0,
  }),
);

export const pair = style(
  componentLayer({
    minWidth: 0,
  }),
);

export const term = style(
  componentLayer({
    // The key is the quiet label, the value the thing read at a glance (VA.gov's dashboards).
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
);

export const value = style(
  componentLayer({
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const note = style(
  componentLayer({
    color: vars.color.text,
  }),
);

export const actions = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space[1]} ${vars.space[4]}`,
    // The links sit at the foot of the panel, so in a row of panels they line up.
    marginBlockStart: 'auto',
    marginBlockEnd: 0,
    paddingBlockStart: vars.space[3],
    paddingInlineStart: 0,
    listStyle: 'none',
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const grid = style(
  componentLayer({
    display: 'grid',
    // As many columns as fit at about 18rem each (three in the 75rem content width), one on a
    // phone; `min()` lets a column shrink below that at 320 px instead of overflowing.
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.fieldMaxWidth} * 0.6)), 1fr))`,
    gap: vars.space[5],
    alignItems: 'stretch',
  }),
);
