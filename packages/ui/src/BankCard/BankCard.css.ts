import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export const card = style(
  compositionLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    width: '100%',
    // Spec section 9: a bank card is at most 600 px wide.
    maxWidth: vars.component.bankCard.maxWidth,
  }),
);

export const details = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minWidth: 0,
  }),
);

export const bankName = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    // A long bank name wraps instead of pushing the status out of the card.
    overflowWrap: 'anywhere',
  }),
);

export const account = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[2],
    margin: 0,
    fontSize: vars.font.size.md,
  }),
);

export const accountType = style(
  componentLayer({
    fontWeight: vars.font.weight.semibold,
  }),
);

export const maskedNumber = style(
  componentLayer({
    fontFamily: vars.font.familyMono,
    letterSpacing: vars.font.letterSpacing.wide,
  }),
);

export const status = style(
  componentLayer({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
  }),
);

/** 'In use' and 'Pending Use': text in a bordered pill, so the state is not told by colour alone. */
export const badge = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.targetMin,
    paddingInline: vars.space[3],
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    selectors: {
      '&[data-state="inUse"]': {
        color: vars.color.selectedText,
        backgroundColor: vars.color.selected,
        borderColor: vars.color.selected,
      },
    },
  }),
);

export const emptyMessage = style(
  componentLayer({
    margin: 0,
    maxWidth: vars.component.bankCard.maxWidth,
    fontSize: vars.font.size.md,
    textAlign: 'center',
  }),
);

export const emptyCard = style(
  componentLayer({
    width: '100%',
    maxWidth: vars.component.bankCard.maxWidth,
  }),
);
