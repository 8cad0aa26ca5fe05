import { componentLayer, media, vars } from '@portal/tokens/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const banner = style(
  componentLayer({
    minWidth: 0,
    color: vars.color.text,
    backgroundColor: vars.color.background,
    border: `${vars.borderWidth.accent} solid`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      // Focused from script after an action (`autoFocus`): the ring shows where reading goes on.
      '&:focus': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
    },
  }),
);

export const type = styleVariants({
  important: componentLayer({ borderColor: vars.color.primary }),
  success: componentLayer({ borderColor: vars.color.success }),
});

export const header = style(
  componentLayer({
    paddingBlock: vars.space[1],
    paddingInline: vars.space[4],
    color: vars.color.primaryText,
    // A transparent rule under the title: forced-colours mode drops the bar's colour and draws the
    // rule, so the title stays apart from the content (GOV.UK does the same).
    borderBlockEnd: `${vars.borderWidth.thin} solid transparent`,
    selectors: {
      [`${type.important} > &`]: { backgroundColor: vars.color.primary },
      [`${type.success} > &`]: {
        backgroundColor: vars.color.success,
        color: vars.color.textInverse,
      },
    },
    '@media': {
      [media.belowMobile]: { paddingInline: vars.space[3] },
    },
  }),
);

export const title = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const content = style(
  componentLayer({
    padding: vars.space[4],
    overflowWrap: 'anywhere',
    '@media': {
      [media.belowMobile]: { padding: vars.space[3] },
    },
  }),
);

export const heading = style(
  componentLayer({
    marginBlockEnd: vars.space[2],
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

// The content's own first and last elements (paragraphs, lists) add no space inside the box.
globalStyle(`${content} > :first-child`, componentLayer({ marginBlockStart: 0 }));
globalStyle(`${content} > :last-child`, componentLayer({ marginBlockEnd: 0 }));
