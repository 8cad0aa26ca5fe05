import { vars } from '@portal/tokens/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export { sectionHeading } from '../../styles/page-layout.css.js';

export const hero = style({
  paddingBlock: vars.space[6],
});

export const title = style({
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  marginBlockEnd: vars.space[4],
});

export const claims = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
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

export const priceCard = style({
  minWidth: '12rem',
});

export const planName = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[2],
});

export const price = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

/** The trusted comparison fragment: its table gets readable borders and spacing. */
export const comparison = style({
  overflowX: 'auto',
});

globalStyle(`${comparison} table`, {
  borderCollapse: 'collapse',
  inlineSize: '100%',
  marginBlock: vars.space[4],
});

globalStyle(`${comparison} caption`, {
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  marginBlockEnd: vars.space[2],
});

globalStyle(`${comparison} th, ${comparison} td`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  padding: vars.space[2],
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${comparison} thead th`, {
  backgroundColor: vars.color.surface,
});

globalStyle(`${comparison} h3`, {
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[2],
});

export const quote = style({
  margin: 0,
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

export const video = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '48rem',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.md,
});

export const transcript = style({
  maxInlineSize: '48rem',
});

/** Stays a list item, so the browser keeps the disclosure triangle that says it opens. */
export const transcriptSummary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  paddingBlock: vars.space[2],
});

// The Stack spaces the transcript's lines; paragraph margins would double it.
globalStyle(`${transcript} p`, { margin: 0 });
