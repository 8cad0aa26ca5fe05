import { breakpoints, componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';

const comparison = createContainer('plan-comparison');

/**
 * The comparison's own width decides the layout (a container query, not the viewport's): in a
 * sidebar or a narrow column it stacks too.
 */
const roomForTable = `${comparison} (min-width: ${breakpoints.mobile}px)`;

export const root = style(
  componentLayer({
    containerName: comparison,
    containerType: 'inline-size',
    // Size containment takes the width from outside, never from the content: a definite width keeps
    // it full width inside a flex column that aligns its items to the start.
    inlineSize: '100%',
    minWidth: 0,
  }),
);

// The cards are the default, so a browser without container queries gets the layout that works at
// any width. `display: none` (not a visually hidden style) takes the other layout out of the
// accessibility tree and out of find in page, so each plan is read once.
export const wide = style(
  compositionLayer({
    display: 'none',
    '@container': { [roomForTable]: { display: 'block' } },
  }),
);

export const narrow = style(
  componentLayer({
    '@container': { [roomForTable]: { display: 'none' } },
  }),
);

/** The cards' name, with the look of the table's caption. */
export const caption = style(
  componentLayer({
    margin: 0,
    paddingBlockEnd: vars.space[2],
    color: vars.color.text,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const cards = style(
  componentLayer({
    display: 'grid',
    gap: vars.space[4],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const card = style(
  componentLayer({
    minWidth: 0,
    padding: vars.space[4],
    color: vars.color.text,
    backgroundColor: vars.color.background,
    // The border draws the card's edge on its own (3:1, WCAG 1.4.11), and stays in forced colours.
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  }),
);

export const planName = style(
  componentLayer({
    margin: 0,
    paddingBlockEnd: vars.space[2],
    borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const pairs = style(
  componentLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const pair = style(
  componentLayer({
    paddingBlock: vars.space[2],
    selectors: {
      '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    },
  }),
);

export const feature = style(
  componentLayer({
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const value = style(
  componentLayer({
    margin: 0,
    overflowWrap: 'anywhere',
  }),
);

export const mark = style(
  componentLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
  }),
);

/** The icon's colour is a second cue only: the words beside it say the same. */
const systemColours = { '@media': { '(forced-colors: active)': { color: 'CanvasText' } } };

export const markIcon = styleVariants({
  // Forced colours keep an icon's own `color` (Chromium gives SVG `forced-color-adjust:
  // preserve-parent-color`): the system's text colour, set here, keeps them in the user's colours.
  included: componentLayer({ color: vars.color.success, ...systemColours }),
  notIncluded: componentLayer({ color: vars.color.textMuted, ...systemColours }),
});
