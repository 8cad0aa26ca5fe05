import { componentLayer, compositionLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

const cellRule = `${vars.borderWidth.thin} solid ${vars.color.border}`;

export const list = style(
  componentLayer({
    margin: 0,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    '@media': {
      // A table layout lines the keys, values and actions up in columns across rows (GOV.UK's
      // approach), with no fixed row height, so long answers wrap instead of overflowing.
      [media.mobileUp]: {
        display: 'table',
        inlineSize: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
      },
    },
  }),
);

export const cardBody = style(
  componentLayer({
    paddingInline: vars.space[4],
  }),
);

export const row = style(
  componentLayer({
    borderBlockEnd: cellRule,
    selectors: {
      // In a card, the card's own edge closes the list: the last row's rule would double it.
      [`${cardBody} &:last-child`]: { borderBlockEnd: 0 },
    },
    paddingBlock: vars.space[3],
    '@media': {
      [media.mobileUp]: { display: 'table-row', paddingBlock: 0 },
    },
  }),
);

const cell = {
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [media.mobileUp]: {
      display: 'table-cell',
      paddingBlock: vars.space[3],
      paddingInlineEnd: vars.space[5],
      verticalAlign: 'top',
    },
  },
} as const;

export const term = style(
  componentLayer({
    ...cell,
    marginBlockEnd: vars.space[1],
    fontWeight: vars.font.weight.bold,
    '@media': {
      [media.mobileUp]: { ...cell['@media'][media.mobileUp], inlineSize: '30%', marginBlockEnd: 0 },
    },
  }),
);

export const value = style(
  componentLayer({
    ...cell,
    marginBlockEnd: vars.space[2],
    selectors: {
      '&:last-child': { marginBlockEnd: 0 },
    },
    '@media': {
      [media.mobileUp]: { ...cell['@media'][media.mobileUp], marginBlockEnd: 0 },
    },
  }),
);

export const actions = style(
  componentLayer({
    ...cell,
    '@media': {
      [media.mobileUp]: {
        ...cell['@media'][media.mobileUp],
        inlineSize: '20%',
        paddingInlineEnd: 0,
        textAlign: 'end',
      },
    },
  }),
);

export const actionLink = style(
  compositionLayer({
    // The visible 'Change' is short; the row's height gives it a 24 px target (WCAG 2.5.8).
    display: 'inline-block',
    minBlockSize: vars.size.targetMin,
    selectors: {
      '& + &': { marginInlineStart: vars.space[4] },
    },
  }),
);

export const card = style(
  componentLayer({
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
    backgroundColor: vars.color.background,
    // A border, not a shadow, so the card keeps its edge in forced-colours mode.
    border: cellRule,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  }),
);

export const cardHeader = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space[2],
    paddingBlock: vars.space[3],
    paddingInline: vars.space[4],
    backgroundColor: vars.color.surface,
    borderBlockEnd: cellRule,
  }),
);

export const cardTitle = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const cardActions = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[4],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
