import { style } from '@vanilla-extract/css';

/** Header, main and footer in a column as tall as the window, so a short page keeps its footer at the bottom. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({ flex: '1 0 auto' });
