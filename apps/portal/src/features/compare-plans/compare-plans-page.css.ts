import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const price = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const enrollList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A link that looks like the kit's primary button; `a&` outweighs the kit's link style. */
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
