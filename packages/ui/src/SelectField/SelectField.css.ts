import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css';

/**
 * The text input's look (border, focus ring, error and disabled states, `data-state`), with the
 * browser's arrow replaced by the kit's chevron so both editions draw it the same way. The select
 * stays native: it opens the platform picker on phones and is read as a combo box / pop-up button.
 */
export const select = style([
  fieldStyles.input,
  componentLayer({
    appearance: 'none',
    cursor: 'pointer',
    // Room at the end for the chevron: its inset, its width and a gap before the text.
    paddingInlineEnd: `calc(${vars.space[3]} + ${vars.size.icon} + ${vars.space[2]})`,
    textOverflow: 'ellipsis',
  }),
]);

export const chevron = style(
  componentLayer({
    position: 'absolute',
    insetInlineEnd: vars.space[3],
    // Clicks on the chevron reach the select underneath and open it.
    pointerEvents: 'none',
    color: vars.color.text,
    selectors: {
      [`${select}:disabled + &`]: { color: vars.color.disabledText },
    },
  }),
);
