import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const sectionHeading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[3],
});

/** Forms keep a readable width inside the wider page column. */
export const form = style({ maxWidth: '32rem' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
