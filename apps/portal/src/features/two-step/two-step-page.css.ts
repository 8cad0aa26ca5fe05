import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export {
  formActions as actions,
  formPage as page,
  pageHeading as heading,
} from '../../styles/page-layout.css.js';

/** The secondary ways on: a new code, another method. */
export const otherActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});
