import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/** The content column shared by simple pages. */
export const page = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const heading = style({
  fontSize: vars.font.size.xl,
  marginBlockEnd: vars.space[4],
});

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
