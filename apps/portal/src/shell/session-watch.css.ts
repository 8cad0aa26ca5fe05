import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { contentColumn } from '../styles/page-layout.css.js';

/** The inactivity note sits in the page's own content column, above the page. */
export const notice = style([contentColumn, { paddingBlockStart: vars.space[4] }]);
