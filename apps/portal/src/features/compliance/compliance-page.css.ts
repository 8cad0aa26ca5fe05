import { media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: vars.size.targetMin,
  minInlineSize: vars.size.targetMin,
});

/**
 * Spec section 9: below 636 px the word Download goes and the icon stays. `display: none` is
 * safe: this word is aria-hidden, the link's accessible name comes from the hidden full phrase.
 */
export const downloadWord = style({
  '@media': {
    [media.belowComplianceDownloadLabel]: { display: 'none' },
  },
});

export const downloadIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
});
