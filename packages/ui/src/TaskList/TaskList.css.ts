import { componentLayer, compositionLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

const rule = `${vars.borderWidth.thin} solid ${vars.color.border}`;

export const list = style(
  componentLayer({
    margin: 0,
    padding: 0,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    listStyle: 'none',
    borderBlockStart: rule,
  }),
);

export const item = style(
  componentLayer({
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space[2],
    paddingBlock: vars.space[3],
    paddingInline: vars.space[2],
    borderBlockEnd: rule,
    selectors: {
      // The whole row is the link's target (GOV.UK): show it on hover. Only a tint, so nothing is
      // lost in forced-colours mode, where the link's own underline still marks it.
      '&[data-state="available"]:hover': { backgroundColor: vars.color.surface },
    },
    '@media': {
      [media.belowMobile]: { flexDirection: 'column' },
    },
  }),
);

export const nameAndHint = style(
  componentLayer({
    flex: '1 1 20rem',
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': {
      // The row is a column on a phone, where a 20rem basis would be a 20rem height.
      [media.belowMobile]: { flexBasis: 'auto' },
    },
  }),
);

export const link = style(
  compositionLayer({
    selectors: {
      // Stretches the link's hit area over its row, so the status and the hint are a click target
      // too; the link stays the only focusable element (one Tab stop per task).
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
      },
    },
  }),
);

export const name = style(componentLayer({}));

export const hint = style(
  componentLayer({
    marginBlockStart: vars.space[1],
    color: vars.color.textMuted,
  }),
);

export const status = style(
  componentLayer({
    flex: '0 0 auto',
    maxWidth: '100%',
    selectors: {
      // A task that cannot start yet says so in quieter text ('Cannot start yet').
      [`${item}[data-state="unavailable"] &`]: { color: vars.color.textMuted },
    },
  }),
);
