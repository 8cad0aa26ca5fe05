import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export { sectionHeading } from '../../styles/page-layout.css.js';

/** The home page uses the whole content width of the shell (75rem), not the reading column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
});

/**
 * The hero: a tinted panel with the text, and the illustration beside it from 768 px (below it
 * the illustration follows the text, smaller, so the Enroll button stays in the first screen).
 */
export const hero = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.infoSurface,
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      padding: vars.space[7],
    },
  },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const title = style({
  margin: 0,
  fontSize: vars.type.display.size,
  lineHeight: vars.type.display.lineHeight,
  letterSpacing: vars.type.display.letterSpacing,
});

export const lead = style({
  margin: 0,
  fontSize: vars.type.lead.size,
  lineHeight: vars.type.lead.lineHeight,
  maxInlineSize: '36rem',
});

/** Claims with a drawn check mark each: a border corner, so no image and no extra request. */
export const claims = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${claims} > li`, {
  position: 'relative',
  paddingInlineStart: vars.space[6],
});

globalStyle(`${claims} > li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: vars.space[1],
  insetBlockStart: '0.3em',
  inlineSize: '0.5em',
  blockSize: '0.85em',
  borderBlockEnd: `${vars.borderWidth.accent} solid ${vars.color.success}`,
  borderInlineEnd: `${vars.borderWidth.accent} solid ${vars.color.success}`,
  transform: 'rotate(45deg)',
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[5],
  marginBlockStart: vars.space[2],
});

export const heroIllustration = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '18rem',
  blockSize: 'auto',
  justifySelf: 'center',
  '@media': {
    'screen and (min-width: 768px)': { maxInlineSize: '30rem' },
  },
});

/** The heading and text of a card-like item (a trust signal, a step). */
export const cardHeading = style({
  margin: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const cardText = style({ margin: 0 });

const threeColumns = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const trustList = threeColumns;

/** A trust signal: an accent edge in the edition's colour, on the page's background. */
export const trustItem = style({
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[4],
  borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.primary}`,
});

/** The three steps, numbered by the list's own counter in a circle. */
export const stepList = style([threeColumns, { counterReset: 'home-step' }]);

export const step = style({
  counterIncrement: 'home-step',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '::before': {
    // The list already says each number to screen readers; the drawn one is for the eye only.
    content: 'counter(home-step) / ""',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.component.stepIndicator.marker,
    blockSize: vars.component.stepIndicator.marker,
    marginBlockEnd: vars.space[3],
    borderRadius: vars.radius.circle,
    color: vars.color.primaryText,
    backgroundColor: vars.color.primary,
    fontWeight: vars.font.weight.bold,
  },
});

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const quote = style({
  margin: 0,
});

/** A testimonial card: a large opening quotation mark, drawn, not read (the blockquote says it). */
export const reviewCard = style({
  display: 'flex',
  flexDirection: 'column',
  '::before': {
    content: '"\\201C" / ""',
    fontSize: '3rem',
    lineHeight: 1,
    fontWeight: vars.font.weight.bold,
    color: vars.color.primary,
    blockSize: '2rem',
  },
});

export const quoteText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const attribution = style({
  marginBlockStart: vars.space[3],
  color: vars.color.textMuted,
});

export const name = style({
  fontStyle: 'normal',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const footnotes = style({
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlockStart: vars.space[4],
  fontSize: vars.font.size.sm,
});

/** The video beside its introduction and transcript where there is room; stacked on phones. */
export const videoLayout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const video = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '48rem',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.md,
});

// The Stack spaces the transcript's lines; paragraph margins would double it.
globalStyle(`${videoLayout} details p`, { margin: 0 });
