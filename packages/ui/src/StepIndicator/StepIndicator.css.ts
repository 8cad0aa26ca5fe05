import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

const marker = vars.component.stepIndicator.marker;

export const root = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    color: vars.color.text,
  }),
);

export const count = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.wide,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  componentLayer({
    position: 'relative',
    display: 'flex',
    flex: '1 1 0',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[2],
    minWidth: 0,
    paddingInline: vars.space[1],
    textAlign: 'center',
    selectors: {
      // The connector from the previous marker to this one, drawn behind the gap between them.
      '&:not(:first-child)::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: `calc(${marker} / 2 - ${vars.borderWidth.thick} / 2)`,
        insetInlineStart: `calc(-50% + ${marker} / 2 + ${vars.space[2]})`,
        insetInlineEnd: `calc(50% + ${marker} / 2 + ${vars.space[2]})`,
        blockSize: vars.borderWidth.thick,
        backgroundColor: vars.color.border,
      },
      '&[data-state="complete"]::before, &[data-state="current"]::before': {
        backgroundColor: vars.color.selected,
      },
    },
    '@media': {
      // Below 600 px only the current step shows; the others stay in the list for screen readers
      // (clipped, not `display: none`), so the list still says how many steps there are.
      [media.belowMobile]: {
        flexDirection: 'row',
        textAlign: 'start',
        paddingInline: 0,
        selectors: {
          '&::before': { display: 'none' },
        },
      },
    },
  }),
);

export const hiddenOnMobile = style(
  componentLayer({
    '@media': {
      [media.belowMobile]: {
        // The same rules as `visuallyHidden`, applied only on narrow screens.
        position: 'absolute',
        width: vars.borderWidth.thin,
        height: vars.borderWidth.thin,
        padding: 0,
        margin: `calc(${vars.borderWidth.thin} * -1)`,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        border: 0,
      },
    },
  }),
);

export const markerStyle = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: marker,
    blockSize: marker,
    color: vars.color.text,
    backgroundColor: vars.color.background,
    border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    borderRadius: vars.radius.circle,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    selectors: {
      [`${item}[data-state="complete"] &, ${item}[data-state="current"] &`]: {
        color: vars.color.selectedText,
        backgroundColor: vars.color.selected,
        borderColor: vars.color.selected,
      },
      // The current step also gets a ring around its marker: not told apart by colour alone.
      [`${item}[data-state="current"] &`]: {
        outline: `${vars.borderWidth.thick} solid ${vars.color.selected}`,
        outlineOffset: vars.borderWidth.thick,
      },
    },
  }),
);

export const label = style(
  componentLayer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    selectors: {
      [`${item}[data-state="current"] &`]: { fontWeight: vars.font.weight.bold },
      [`${item}[data-state="upcoming"] &`]: { color: vars.color.textMuted },
    },
  }),
);
