import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export {
  groupFieldset as fieldset,
  groupLegend as legend,
} from '../Field/Field.css';

export const parts = style(
  componentLayer({
    display: 'flex',
    // At 320 px or 400% zoom the year wraps under the day and month instead of scrolling sideways.
    flexWrap: 'wrap',
    gap: vars.space[4],
  }),
);

export const part = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
  }),
);

export const partLabel = style(
  componentLayer({
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** As wide as the characters each part takes (GOV.UK: 2, 2 and 4), plus padding and border. */
const widthFor = (characters: number) =>
  `calc(${characters}ch + 2 * ${vars.space[3]} + 2 * ${vars.borderWidth.thick})`;

/**
 * On the field's input, which sets `width: 100%`: a composition, so the widths win whatever order
 * an app's CSS chunks load in (the portal's Find your account once loaded them the other way
 * round, and the three inputs stretched to half the column each).
 */
const partWidth = (characters: number) => compositionLayer({ width: widthFor(characters) });

export const inputWidth = styleVariants({
  day: partWidth(2),
  month: partWidth(2),
  year: partWidth(4),
});
