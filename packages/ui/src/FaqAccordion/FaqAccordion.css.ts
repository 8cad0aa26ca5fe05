import { componentLayer, compositionLayer, media, vars } from '@portal/tokens/vars';
import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

// An opening answer fades in and drops into place. Its height is not animated: that needs a script
// to measure each answer as it opens, work a slow phone would do for every question.
const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space[1]} * -1))` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Matches when the browser runs no scripts (Media Queries 5; Chrome 120, Firefox 113, Safari 17).
 * A prerendered page then shows every answer, and hides what only a script can work.
 */
const withoutScripts = '(scripting: none)';

export const root = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space[3],
    width: '100%',
    maxWidth: vars.component.faqAccordion.maxWidth,
    color: vars.color.text,
  }),
);

export const controls = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space[3],
    '@media': {
      // Expand All and Collapse All would do nothing; every answer shows anyway.
      [withoutScripts]: { display: 'none' },
    },
  }),
);

export const list = style(
  componentLayer({
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const item = style(
  componentLayer({
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const heading = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const trigger = style([
  focusRing,
  componentLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    width: '100%',
    minHeight: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[3],
    paddingInline: vars.space[2],
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: 0,
    borderRadius: vars.radius.sm,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        textDecoration: 'underline',
        textUnderlineOffset: vars.font.underlineOffset,
      },
      '&:focus-visible': { outlineOffset: `calc(${vars.focus.ringWidth} * -1)` },
    },
  }),
]);

export const chevron = style(
  componentLayer({
    transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
      // The answer shows whatever the state: a chevron pointing down would say it is closed.
      [withoutScripts]: { display: 'none' },
    },
  }),
);

export const answer = style(
  componentLayer({
    paddingBlockStart: 0,
    paddingBlockEnd: vars.space[4],
    paddingInline: vars.space[2],
    lineHeight: vars.font.lineHeight.relaxed,
    selectors: {
      '&[data-state="open"]': {
        animation: `${reveal} ${vars.motion.durationNormal} ${vars.motion.easing}`,
      },
      // `hidden="until-found"` hides with content-visibility, not display: the box stays, so its
      // padding would leave a gap under every closed question.
      '&[hidden="until-found"]': { padding: 0 },
    },
    '@media': {
      [media.reducedMotion]: {
        selectors: { '&[data-state="open"]': { animation: 'none' } },
      },
      // Closed answers are `hidden` (display: none) until a script opens them; without scripts
      // nothing would, so they show (prerendered public pages must read without JavaScript).
      [withoutScripts]: {
        selectors: { '&[hidden]': { display: 'block' } },
      },
    },
  }),
);

export const more = style(
  compositionLayer({
    alignSelf: 'flex-start',
  }),
);
