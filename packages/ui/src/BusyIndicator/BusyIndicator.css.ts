import { componentLayer, media, vars } from '@portal/tokens/vars';
import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/**
 * Covers the page so a second click cannot start the same request twice; `cursor: progress` says
 * why the page does not react. It takes no focus (see the component).
 */
export const overlay = style(
  componentLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.busy,
    display: 'grid',
    placeItems: 'center',
    padding: vars.space[4],
    backgroundColor: vars.overlay.busyBackdrop,
    cursor: 'progress',
    animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
    },
  }),
);

/** A solid card, so the label keeps its contrast whatever page is under the translucent backdrop. */
export const panel = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[5],
    paddingInline: vars.space[6],
    color: vars.color.text,
    backgroundColor: vars.color.background,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const spinner = style(
  componentLayer({
    display: 'block',
    width: vars.size.control,
    height: vars.size.control,
    // A light neutral track (the surface colour is too close to white in some themes) and a primary
    // arc.
    border: `${vars.borderWidth.accent} solid ${vars.color.disabledSurface}`,
    borderBlockStartColor: vars.color.primary,
    borderRadius: vars.radius.circle,
    animation: `${spin} ${vars.motion.durationSpin} linear infinite`,
    '@media': {
      // No spinning under reduced motion (WCAG 2.3.3): a still, full ring, with the label beside it
      // saying what is going on. A slow pulse would do too, but the tokens' base styles cut every
      // animation to one 0.01 ms run under this setting, so it would never be seen.
      [media.reducedMotion]: {
        animation: 'none',
        borderColor: vars.color.primary,
      },
    },
  }),
);
