import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const card = style(
  componentLayer({
    display: 'block',
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
    backgroundColor: vars.color.background,
    // The border carries the card's edge on its own (WCAG 1.4.11: 3:1 against the page), so the
    // card is still visible in forced-colours mode, where shadows disappear.
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    listStyle: 'none',
  }),
);

export const variant = styleVariants({
  default: componentLayer({}),
  dashed: componentLayer({
    borderStyle: 'dashed',
    borderWidth: vars.borderWidth.thick,
    backgroundColor: vars.color.surface,
  }),
});

export const padding = styleVariants(vars.space, (space) => componentLayer({ padding: space }));
