import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style(
  componentLayer({
    display: 'flex',
    minWidth: 0,
  }),
);

export const gap = styleVariants(vars.space, (space) => componentLayer({ gap: space }));

export const direction = styleVariants({
  column: componentLayer({ flexDirection: 'column' }),
  row: componentLayer({ flexDirection: 'row' }),
});

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

export const wrap = style(componentLayer({ flexWrap: 'wrap' }));
