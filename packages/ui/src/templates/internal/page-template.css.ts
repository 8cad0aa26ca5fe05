import { componentLayer, compositionLayer, vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';
import { scriptFocusTarget } from '../../internal/shared.css';

/**
 * What every template shares: the page's column of parts, its `<h1>` and lead, the row of actions
 * under a form. Each part has `minWidth: 0` and long words wrap, so nothing forces a sideways
 * scroll at 320 CSS px (WCAG 1.4.10).
 */

/** The template's root: its parts one under another. */
export const page = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    minWidth: 0,
    color: vars.color.text,
  }),
);

/**
 * The column of a page that is one form (a question, check your answers): short enough to read a
 * label with its field, as the portal's form pages are.
 */
export const formColumn = style(
  componentLayer({
    maxWidth: `calc(${vars.size.fieldMaxWidth} * 1.5)`,
  }),
);

/** A header holding the caption above the heading and the heading. */
export const header = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    minWidth: 0,
  }),
);

/** The section a page belongs to, above its heading ('Enrollment'). */
export const caption = style(
  componentLayer({
    display: 'block',
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/**
 * The type scale's h1 step, as every public page's heading: it grows from 32 px on a 320 px phone
 * to 40 px at 1280 px, so it needs no narrow-screen size of its own. Focused from script when a
 * step changes (`scriptFocusTarget` says how it shows).
 */
export const heading = style([
  scriptFocusTarget,
  componentLayer({
    margin: 0,
    fontSize: vars.type.h1.size,
    fontWeight: vars.type.h1.weight,
    lineHeight: vars.type.h1.lineHeight,
    letterSpacing: vars.type.h1.letterSpacing,
    overflowWrap: 'anywhere',
  }),
]);

/** The line under the heading that says what the page is for. */
export const lead = style(
  componentLayer({
    margin: 0,
    fontSize: vars.type.lead.size,
    lineHeight: vars.type.lead.lineHeight,
    maxWidth: `calc(${vars.size.fieldMaxWidth} * 1.5)`,
  }),
);

/** A fieldset whose legend is the page's heading: no box of its own. */
export const fieldset = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const legend = style(
  componentLayer({
    // A legend takes part in the fieldset's gap only as a block of its own.
    float: 'left',
    width: '100%',
    padding: 0,
    marginBlockEnd: vars.space[5],
  }),
);

export const form = style(
  componentLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    minWidth: 0,
  }),
);

/** The buttons under a form: the main one first, wrapping on a narrow screen. */
export const actions = style(
  componentLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[4],
  }),
);

export const backLink = style(
  compositionLayer({
    alignSelf: 'flex-start',
    gap: vars.space[1],
  }),
);
