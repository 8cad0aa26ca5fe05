import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/**
 * A status line under the bank choice: on the page (empty) before anything is said in it, so
 * screen readers read it, and taking no room until then.
 */
export const statusLine = style({
  margin: 0,
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space[3] } },
});

/** An agreement's text: paragraphs spaced as prose, the box after them. */
export const agreementText = style({ marginBlock: vars.space[3] });
