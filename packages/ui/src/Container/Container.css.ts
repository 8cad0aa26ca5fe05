import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const container = style(
  componentLayer({
    width: '100%',
    maxWidth: vars.size.contentMaxWidth,
    marginInline: 'auto',
    paddingInline: vars.space[4],
  }),
);
