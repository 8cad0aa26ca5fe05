import { componentLayer, media, vars } from '@portal/tokens/vars';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/*
 * Only the opening state animates. Radix's Presence keeps a closing dialog mounted until an exit
 * animation ends; with none, it unmounts at once, so focus returns to the trigger without a wait.
 */
const enter = `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`;

/**
 * The backdrop, and the scroll container of the dialog: a dialog taller than the viewport (long
 * content, 400 % zoom, a phone on its side) scrolls inside it rather than being cut off (WCAG 1.4.10).
 */
export const overlay = style(
  componentLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'grid',
    placeItems: 'center',
    overflowY: 'auto',
    // A wheel or swipe at the end of a long dialog stops there instead of moving the page behind.
    overscrollBehavior: 'contain',
    // Radix disables pointer events on <body> while a modal is open; the backdrop takes them, so a
    // press on it reaches Radix (which closes the modal) and nothing behind it.
    pointerEvents: 'auto',
    padding: vars.space[4],
    backgroundColor: vars.overlay.backdrop,
    selectors: {
      '&[data-state="open"]': { animation: enter },
    },
    '@media': {
      [media.belowMobile]: { padding: vars.space[2] },
      [media.reducedMotion]: {
        selectors: { '&[data-state="open"]': { animation: 'none' } },
      },
    },
  }),
);

export const content = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    width: '100%',
    maxWidth: vars.component.modal.maxWidth,
    padding: vars.space[6],
    color: vars.color.text,
    backgroundColor: vars.color.background,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.modal,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      '&[data-state="open"]': { animation: enter },
    },
    '@media': {
      [media.belowMobile]: { padding: vars.space[4] },
      [media.reducedMotion]: {
        selectors: { '&[data-state="open"]': { animation: 'none' } },
      },
    },
  }),
);

export const header = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
  }),
);

export const heading = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const subheading = style(
  componentLayer({
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
  }),
);

export const body = style(
  componentLayer({
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const buttons = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space[3],
    '@media': {
      // Full-width buttons, stacked in source order (so reading and focus order match what is seen,
      // WCAG 1.3.2 and 2.4.3), and each an easy thumb target.
      [media.belowMobile]: { flexDirection: 'column', alignItems: 'stretch' },
    },
  }),
);
