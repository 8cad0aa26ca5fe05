import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * As many columns as fit at about 18rem each, one on a phone. `min(100%, …)` lets a column shrink
 * below its minimum on a 320 px screen instead of overflowing it (WCAG 1.4.10).
 */
export const grid = style(
  componentLayer({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.fieldMaxWidth} * 0.6)), 1fr))`,
    gap: vars.space[5],
    alignItems: 'stretch',
    minWidth: 0,
  }),
);

export const card = style(
  compositionLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
  }),
);

export { cardTitle, titleRow as cardHeader } from '../../internal/shared.css';

export const cardBody = style(
  componentLayer({
    flexGrow: 1,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

globalStyle(`${cardBody} > p`, componentLayer({ margin: 0 }));

export const cardActions = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    margin: 0,
    padding: 0,
    paddingBlockStart: vars.space[3],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    listStyle: 'none',
  }),
);
