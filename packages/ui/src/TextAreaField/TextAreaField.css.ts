import { componentLayer } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css';

/**
 * The text input's look (border, focus ring, hover, the thicker error border from `data-state`,
 * disabled), on a box the member may make taller but not wider than the field.
 */
export const textArea = style([
  fieldStyles.input,
  componentLayer({
    display: 'block',
    resize: 'vertical',
  }),
]);
