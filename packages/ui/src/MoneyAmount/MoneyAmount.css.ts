import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style(
  componentLayer({
    display: 'inline',
    color: vars.color.text,
    lineHeight: vars.font.lineHeight.tight,
    // Digits of equal width, so prices in a column or side by side line up.
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const amount = style(
  componentLayer({
    fontWeight: vars.font.weight.bold,
    // The amount never breaks inside itself ('$1,234' / '.56'); the suffix may wrap at 320 px.
    whiteSpace: 'nowrap',
  }),
);

export const amountSize = styleVariants({
  md: componentLayer({ fontSize: vars.font.size.md }),
  lg: componentLayer({ fontSize: vars.font.size.lg }),
  xl: componentLayer({ fontSize: vars.font.size.xl }),
  xxl: componentLayer({ fontSize: vars.font.size.xxl }),
});

export const period = style(
  componentLayer({
    // Muted but still 4.5:1 on background and surface (the tokens' contrast test covers textMuted).
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.regular,
    // An inline block may start a new line (no break opportunity sits between '6' and '/'
    // otherwise), so in a narrow column the suffix wraps under the amount instead of overflowing.
    display: 'inline-block',
    whiteSpace: 'nowrap',
  }),
);

export const periodSize = styleVariants({
  md: componentLayer({ fontSize: vars.font.size.sm }),
  lg: componentLayer({ fontSize: vars.font.size.md }),
  xl: componentLayer({ fontSize: vars.font.size.md }),
  xxl: componentLayer({ fontSize: vars.font.size.lg }),
});
