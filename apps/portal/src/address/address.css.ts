import { style } from '@vanilla-extract/css';

/**
 * The ZIP check's status line: its line is kept while it is empty, so the words arriving never
 * move the fields and buttons below (a click on Save as the ZIP field is left must land on Save).
 */
export const statusLine = style({ minBlockSize: '1.5em', margin: 0 });
