import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'row',
    // Wrapping, not overflowing, when text is enlarged or the screen is narrow (WCAG 1.4.10).
    flexWrap: 'wrap',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const gap = styleVariants(vars.space, (space) => componentLayer({ gap: space }));

export const align = styleVariants({
  start: componentLayer({ alignItems: 'flex-start' }),
  center: componentLayer({ alignItems: 'center' }),
  end: componentLayer({ alignItems: 'flex-end' }),
  stretch: componentLayer({ alignItems: 'stretch' }),
  baseline: componentLayer({ alignItems: 'baseline' }),
});

export const justify = styleVariants({
  start: componentLayer({ justifyContent: 'flex-start' }),
  center: componentLayer({ justifyContent: 'center' }),
  end: componentLayer({ justifyContent: 'flex-end' }),
  between: componentLayer({ justifyContent: 'space-between' }),
});
