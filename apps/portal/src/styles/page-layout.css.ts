import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/**
 * The page layouts of the portal, in one place: every page sits in one of these columns, with the
 * same heading and form-actions styles, so two pages of the same kind line up when a member moves
 * between them. Feature stylesheets re-export what they use instead of spelling it again.
 */

/** The content column of the site: centred, at most 60rem, with the phone's side margins. */
export const contentColumn = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
});

/** A page of reading (home, about, FAQs, search results, the member's dashboards). */
export const widePage = style([contentColumn, { paddingBlock: vars.space[6] }]);

/**
 * A page that is mostly one form or question (account recovery, two-step verification, the
 * security question): a measure short enough to read a label and its field together.
 */
export const formPage = style([contentColumn, { maxWidth: '36rem', paddingBlock: vars.space[6] }]);

/** Sign-in: the narrowest column, two fields and a button. */
export const signInPage = style([
  contentColumn,
  { maxWidth: '28rem', paddingBlock: vars.space[6] },
]);

/** The page's one `<h1>`: the type scale's h1 step, as the kit's page templates show it. */
export const pageHeading = style({
  fontSize: vars.type.h1.size,
  lineHeight: vars.type.h1.lineHeight,
  marginBlockEnd: vars.space[4],
});

/** A form below the page's introduction. */
export const pageForm = style({ marginBlockStart: vars.space[4] });

/**
 * The buttons under a form: the main one last, wrapping on narrow screens, and no wider than the
 * fields' column (the kit's field width), so the main button ends where the fields end instead of
 * at the page's edge.
 */
export const formActions = style({
  maxWidth: vars.size.fieldMaxWidth,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

/** A section's `<h2>` on a page of reading (the home page's plans, the contact page's parts). */
export const sectionHeading = style({
  fontSize: vars.type.h2.size,
  lineHeight: vars.type.h2.lineHeight,
  marginBlockEnd: vars.space[4],
});
