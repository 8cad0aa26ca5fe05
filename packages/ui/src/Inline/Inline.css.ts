import { vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  // Wrapping, not overflowing, when text is enlarged or the screen is narrow (WCAG 1.4.10).
  flexWrap: 'wrap',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
