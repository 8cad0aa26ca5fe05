import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const banner = style(
  componentLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    paddingInline: vars.space[4],
    color: vars.color.text,
    borderInlineStart: `${vars.borderWidth.accent} solid`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const status = styleVariants({
  error: componentLayer({
    backgroundColor: vars.color.errorSurface,
    borderColor: vars.color.errorBorder,
  }),
  success: componentLayer({
    backgroundColor: vars.color.successSurface,
    borderColor: vars.color.successBorder,
  }),
  info: componentLayer({
    backgroundColor: vars.color.infoSurface,
    borderColor: vars.color.infoBorder,
  }),
});

export const icon = styleVariants({
  error: componentLayer({ color: vars.color.error }),
  success: componentLayer({ color: vars.color.success }),
  info: componentLayer({ color: vars.color.info }),
});

export const content = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    flex: 1,
    minWidth: 0,
    // The icon is 20 px tall and the first line 24 px: this lines them up.
    paddingBlockStart: vars.space[0],
  }),
);

export const heading = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const body = style(
  componentLayer({
    margin: 0,
  }),
);
