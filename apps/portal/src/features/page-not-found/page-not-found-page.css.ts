import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The ways on, one per line, with room between them for a finger. */
export const ways = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
