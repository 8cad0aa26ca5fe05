import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const summary = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    maxWidth: vars.size.contentMaxWidth,
    paddingBlock: vars.space[4],
    paddingInline: vars.space[4],
    color: vars.color.text,
    backgroundColor: vars.color.background,
    // A thick error border all round, as GOV.UK's summary has: seen before any text is read.
    border: `${vars.borderWidth.accent} solid ${vars.color.errorBorder}`,
    borderRadius: vars.radius.md,
    selectors: {
      // Focused by script on submit (not by the keyboard), so `:focus`, not `:focus-visible`:
      // sighted keyboard users must see where focus went (WCAG 2.4.7).
      '&:focus': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
    },
  }),
);

export const alert = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
  }),
);

export const heading = style(
  componentLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    margin: 0,
    color: vars.color.text,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const headingIcon = style(
  componentLayer({
    color: vars.color.error,
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const link = style(
  componentLayer({
    fontWeight: vars.font.weight.semibold,
  }),
);
