import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const main = style(
  componentLayer({
    display: 'block',
    width: '100%',
    maxWidth: vars.size.contentMaxWidth,
    marginInline: 'auto',
    paddingBlock: vars.space[6],
    paddingInline: vars.space[4],
    selectors: {
      // Focus lands here only by script (skip link, route change); main is not a control, so no
      // ring (WCAG 2.4.7 covers operable components).
      '&[tabindex="-1"]:focus': { outline: 'none' },
    },
  }),
);
