import { componentLayer, media, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

export const nav = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[2],
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const list = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  componentLayer({
    '@media': {
      // On a phone only the first, the last and the current page show (GOV.UK), so the row fits
      // at 320 px; Previous and Next reach the pages between.
      [media.belowMobile]: {
        selectors: { '&:not([data-state="current"]):not([data-edge="true"])': { display: 'none' } },
      },
    },
  }),
);

export const ellipsis = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: vars.size.targetMin,
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.bold,
  }),
);

export const control = style([
  focusRing,
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    // 44 px, well over WCAG 2.5.8's 24 px, and the same height as the kit's buttons.
    minBlockSize: vars.size.control,
    margin: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    color: vars.color.link,
    backgroundColor: 'transparent',
    // Transparent until current: forced-colours mode draws it, so the current page keeps a box.
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        color: vars.color.linkHover,
        backgroundColor: vars.color.surface,
        textDecorationThickness: vars.borderWidth.thick,
      },
    },
    '@media': {
      // Forced colours draw every transparent border: only the current page keeps its box.
      '(forced-colors: active)': {
        selectors: { '&:not([aria-current="page"])': { borderColor: 'Canvas' } },
      },
    },
  }),
]);

export const number = style(
  componentLayer({
    minInlineSize: vars.size.control,
    selectors: {
      '&[aria-current="page"], &[aria-current="page"]:hover': {
        color: vars.color.selectedText,
        backgroundColor: vars.color.selected,
        borderColor: vars.color.selected,
        fontWeight: vars.font.weight.bold,
        textDecoration: 'none',
      },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[aria-current="page"]': {
            borderColor: 'CanvasText',
            borderWidth: vars.borderWidth.thick,
          },
        },
      },
    },
  }),
);

export const step = style(
  componentLayer({
    fontWeight: vars.font.weight.bold,
  }),
);

export const arrow = style(
  componentLayer({
    flexShrink: 0,
    inlineSize: vars.size.iconSmall,
    blockSize: vars.size.iconSmall,
    fill: 'currentColor',
  }),
);
