import { baseLayer, componentLayer, media, vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** A readable measure: at most 45rem, near GOV.UK's two-thirds reading column. */
const measure = `calc(${vars.size.fieldMaxWidth} * 1.5)`;

/** Contents beside the prose from 992 px; above it below, where two columns would be too narrow. */
export const withNavigation = style(
  componentLayer({
    display: 'grid',
    gap: vars.space[6],
    minWidth: 0,
    '@media': {
      [media.headerUp]: {
        gridTemplateColumns: `calc(${vars.size.fieldMaxWidth} * 0.5) minmax(0, 1fr)`,
        alignItems: 'start',
      },
    },
  }),
);

export const contents = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    paddingInlineStart: vars.space[4],
    // A rule, not a tint, marks the list off: it stays in forced-colours mode.
    borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.border}`,
  }),
);

/** The type scale's smallest heading step: a label over the list, not a section of the page. */
export const contentsHeading = style(
  componentLayer({
    margin: 0,
    fontSize: vars.type.h4.size,
    fontWeight: vars.type.h4.weight,
    lineHeight: vars.type.h4.lineHeight,
  }),
);

export const contentsList = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflowWrap: 'anywhere',
  }),
);

/**
 * The prose. Its own children's spacing only (`:where` keeps the specificity at the class's), so a
 * component placed in it keeps its own styles.
 */
export const prose = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    minWidth: 0,
    maxWidth: measure,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'break-word',
  }),
);

// In the lowest layer, with the element defaults: a component placed in the prose keeps its own
// margins, whatever order the stylesheets come in.
globalStyle(`${prose} > :where(p, ul, ol, h2, h3)`, baseLayer({ margin: 0 }));

export const lastUpdated = style(
  componentLayer({
    margin: 0,
    paddingBlockStart: vars.space[4],
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
