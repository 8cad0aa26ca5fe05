import { style } from '@vanilla-extract/css';

/** Covered people, one a line, without bullets: the row's term says what they are. */
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
