import { componentLayer, media, vars } from '@portal/tokens/vars';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space[4]})` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The stack of toasts, bottom right (bottom, full width, on phones). Newest last, so the newest sits
 * nearest the corner and older ones are pushed up. The `hidden` attribute's `display: none` is
 * restated so that no author style can override it: an empty region is not a landmark to land on.
 */
export const viewport = style(
  componentLayer({
    position: 'fixed',
    insetBlockEnd: vars.space[4],
    insetInlineEnd: vars.space[4],
    zIndex: vars.zIndex.toast,
    width: `calc(100% - 2 * ${vars.space[4]})`,
    maxWidth: vars.component.toast.width,
    selectors: {
      '&[hidden]': { display: 'none' },
    },
    '@media': {
      [media.belowMobile]: {
        insetBlockEnd: vars.space[2],
        insetInlineEnd: vars.space[2],
        width: `calc(100% - 2 * ${vars.space[2]})`,
        maxWidth: 'none',
      },
    },
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const toast = style(
  componentLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    paddingBlock: vars.space[3],
    paddingInlineStart: vars.space[4],
    paddingInlineEnd: vars.space[2],
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid`,
    borderInlineStartWidth: vars.borderWidth.accent,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.modal,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
    },
  }),
);

/** Status by surface, accent border and icon, and a text prefix for screen readers (WCAG 1.4.1). */
export const status = styleVariants({
  success: componentLayer({
    backgroundColor: vars.color.successSurface,
    borderColor: vars.color.successBorder,
  }),
  danger: componentLayer({
    backgroundColor: vars.color.errorSurface,
    borderColor: vars.color.errorBorder,
  }),
});

export const icon = styleVariants({
  success: componentLayer({ color: vars.color.success }),
  danger: componentLayer({ color: vars.color.error }),
});

export const message = style(
  componentLayer({
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    // The icon is 20 px tall and the first line 24 px: this lines them up, as in AlertBanner.
    paddingBlockStart: vars.space[0],
  }),
);

export const item = style(
  componentLayer({
    display: 'block',
  }),
);
