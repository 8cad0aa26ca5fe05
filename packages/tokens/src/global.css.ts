import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { baseLayer } from './layers';

globalStyle(
  '*, *::before, *::after',
  baseLayer({
    boxSizing: 'border-box',
  }),
);

globalStyle(
  'html',
  baseLayer({
    // Keep text zoom working on iOS when the device rotates.
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
  }),
);

globalStyle(
  'body',
  baseLayer({
    margin: 0,
    fontFamily: vars.font.family,
    fontSize: vars.type.body.size,
    lineHeight: vars.type.body.lineHeight,
    color: vars.color.text,
    backgroundColor: vars.color.background,
  }),
);

// The type scale's heading steps, so a heading reads as one wherever it is. Components that style a
// heading with a class win over these (a class outranks an element selector).
for (const level of ['h1', 'h2', 'h3', 'h4'] as const) {
  globalStyle(
    level,
    baseLayer({
      fontSize: vars.type[level].size,
      lineHeight: vars.type[level].lineHeight,
      fontWeight: vars.type[level].weight,
      letterSpacing: vars.type[level].letterSpacing,
    }),
  );
}

globalStyle(
  'button, input, select, textarea',
  baseLayer({
    font: 'inherit',
  }),
);

// One visible focus indicator for everything focusable (WCAG 2.4.7, 2.4.13): components add their
// own too, so they keep it when an app does not load these base styles.
globalStyle(
  ':focus-visible',
  baseLayer({
    outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focus.ringOffset,
  }),
);

globalStyle(
  '*, *::before, *::after',
  baseLayer({
    '@media': {
      [media.reducedMotion]: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto',
      },
    },
  }),
);
