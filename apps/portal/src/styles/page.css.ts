import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export {
  pageHeading as heading,
  widePage as page,
} from './page-layout.css.js';

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
});

/** A link that looks like the primary button (ENROLL on the home and compare-plans pages). */
export const enrollLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.control,
      paddingBlock: vars.space[2],
      paddingInline: vars.space[5],
      borderRadius: vars.radius.md,
      color: vars.color.primaryText,
      backgroundColor: vars.color.primary,
      fontWeight: vars.font.weight.bold,
      letterSpacing: vars.font.letterSpacing.wide,
      textDecoration: 'none',
    },
    'a&:hover': {
      color: vars.color.primaryText,
      backgroundColor: vars.color.primaryHover,
    },
  },
});
