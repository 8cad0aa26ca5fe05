import { componentLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/shared.css';

/**
 * The native input, kept whole: the browser's 'No file chosen' text and its button, which is the
 * part styled here through `::file-selector-button` to look like the kit's secondary button. The
 * input is never hidden, so it stays in the tab order and keeps its label and value for screen
 * readers.
 */
export const input = style([
  focusRing,
  componentLayer({
    display: 'block',
    inlineSize: '100%',
    maxInlineSize: '100%',
    margin: 0,
    padding: vars.space[1],
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    // Transparent until invalid. Forced-colours mode paints it in the system colour, which
    // outlines the control there.
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&::file-selector-button': {
        minBlockSize: vars.size.control,
        marginInlineEnd: vars.space[3],
        paddingBlock: vars.space[2],
        paddingInline: vars.space[5],
        color: vars.color.secondaryText,
        backgroundColor: vars.color.secondary,
        border: `${vars.borderWidth.thick} solid ${vars.color.secondaryBorder}`,
        borderRadius: vars.radius.md,
        fontFamily: vars.font.family,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
        cursor: 'pointer',
        transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
      },
      '&:hover:not(:disabled)::file-selector-button': {
        backgroundColor: vars.color.secondaryHover,
      },
      // The thicker red edge, as the text inputs show it: colour is not the only signal, the
      // error message with its icon says it too (WCAG 1.4.1).
      '&[data-state="invalid"]': { borderColor: vars.color.errorBorder },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
      '&:disabled::file-selector-button': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
    },
    '@media': {
      // The system's button colours for the button part, so it still reads as a button.
      '(forced-colors: active)': {
        selectors: {
          '&::file-selector-button': {
            color: 'ButtonText',
            backgroundColor: 'ButtonFace',
            borderColor: 'ButtonText',
          },
        },
      },
    },
  }),
]);

export const fileList = style(
  componentLayer({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const fileItem = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    paddingBlock: vars.space[1],
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const fileName = style(
  componentLayer({
    minWidth: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    // File names are often one long word: wrap anywhere rather than scroll sideways at 320 px.
    overflowWrap: 'anywhere',
  }),
);
