import { componentLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export {
  groupFieldset as fieldset,
  groupLegend as legend,
} from '../Field/Field.css';

export const options = style(
  componentLayer({
    display: 'flex',
    gap: vars.space[3],
  }),
);

export const orientation = styleVariants({
  vertical: componentLayer({ flexDirection: 'column' }),
  horizontal: componentLayer({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space[5] }),
});
