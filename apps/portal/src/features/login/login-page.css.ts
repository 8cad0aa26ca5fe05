import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export {
  formActions as actions,
  pageForm as form,
  pageHeading as heading,
  signInPage as page,
} from '../../styles/page-layout.css.js';

/**
 * The sign-in form on a raised panel, as login.gov shows it: one calm place to look. The border
 * keeps the panel's edge where shadows disappear (forced colours); on a phone the panel gives
 * its side space back to the fields.
 */
export const panel = style({
  padding: vars.space[5],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  boxShadow: vars.elevation.overlay,
  '@media': {
    'screen and (max-width: 479.98px)': {
      padding: vars.space[4],
    },
  },
});
