import { vars } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

export {
  formActions as actions,
  formPage as page,
  pageForm as form,
  pageHeading as heading,
} from './page-layout.css.js';

export const subheading = style({
  fontSize: vars.font.size.lg,
  marginBlockEnd: vars.space[3],
});

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  marginBlockEnd: vars.space[2],
  padding: 0,
});

export const hint = style({ marginBlockEnd: vars.space[3] });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
