import { componentLayer, media, vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const details = style(
  componentLayer({
    display: 'block',
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const summary = style(
  componentLayer({
    display: 'inline-flex',
    // The chevron is centred on the summary, over all its lines, as GOV.UK centres its arrow.
    alignItems: 'center',
    gap: vars.space[1],
    // The focus ring and the target hug the text (GOV.UK), at least 24 px tall (WCAG 2.5.8).
    maxInlineSize: '100%',
    minBlockSize: vars.size.targetMin,
    paddingBlock: vars.space[0],
    paddingInlineEnd: vars.space[1],
    color: vars.color.link,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    // The browser's own triangle: replaced by the chevron, which stays in forced-colours mode and
    // turns with the state.
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { color: vars.color.linkHover },
      '&:focus-visible': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
    },
  }),
);

export const summaryText = style(
  componentLayer({
    minWidth: 0,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    overflowWrap: 'anywhere',
    selectors: {
      [`${summary}:hover &`]: { textDecorationThickness: vars.borderWidth.thick },
    },
  }),
);

export const chevron = style(
  componentLayer({
    // Closed, it points to the side, towards where the help will open (GOV.UK's arrow does this).
    transform: 'rotate(-90deg)',
    transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      [`${details}[open] > ${summary} &`]: { transform: 'none' },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
    },
  }),
);

export const text = style(
  componentLayer({
    marginBlockStart: vars.space[2],
    paddingBlock: vars.space[3],
    paddingInlineStart: vars.space[4],
    // The rule ties the help to its summary; a border, so it stays in forced-colours mode.
    borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
  }),
);

// The help's own first and last elements (paragraphs, lists) add no space inside the box.
globalStyle(`${text} > :first-child`, componentLayer({ marginBlockStart: 0 }));
globalStyle(`${text} > :last-child`, componentLayer({ marginBlockEnd: 0 }));
