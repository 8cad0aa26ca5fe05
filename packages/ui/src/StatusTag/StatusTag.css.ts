import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const tag = style(
  componentLayer({
    display: 'inline-block',
    maxWidth: '100%',
    paddingBlock: vars.space[0],
    paddingInline: vars.space[2],
    // Always the body text colour on a pale tint: 4.5:1 in both themes whatever the tone (the
    // contrast test holds every tint to it), so no tone depends on a mid-tone text colour.
    color: vars.color.text,
    // The edge keeps the tag a distinct shape in forced-colours mode, where tints are dropped.
    border: `${vars.borderWidth.thin} solid`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    verticalAlign: 'middle',
  }),
);

export const tone = styleVariants({
  neutral: componentLayer({ backgroundColor: vars.color.surface, borderColor: vars.color.border }),
  info: componentLayer({
    backgroundColor: vars.color.infoSurface,
    borderColor: vars.color.infoBorder,
  }),
  success: componentLayer({
    backgroundColor: vars.color.successSurface,
    borderColor: vars.color.successBorder,
  }),
  warning: componentLayer({
    backgroundColor: vars.color.warningSurface,
    borderColor: vars.color.warningBorder,
  }),
  error: componentLayer({
    backgroundColor: vars.color.errorSurface,
    borderColor: vars.color.errorBorder,
  }),
});
