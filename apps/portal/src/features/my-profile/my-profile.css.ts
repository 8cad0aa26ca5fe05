import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** A section linked from the contents list lands below the header, not under it. */
export const section = style({ scrollMarginBlockStart: vars.space[5] });

export const sectionHeading = style({ fontSize: vars.font.size.lg, margin: 0 });

/** Forms keep a readable width inside the page column. */
export const form = style({ maxWidth: '32rem' });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

export const sections = style({ display: 'grid', gap: vars.space[5] });
