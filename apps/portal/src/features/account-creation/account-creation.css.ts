import { style } from '@vanilla-extract/css';

/**
 * A status line that says what a check found (the ZIP and state, the username): its line is kept
 * while it is empty, so the words arriving never move the fields and buttons below (a click on
 * Continue as the ZIP field is left must land on Continue).
 */
export const statusLine = style({ minBlockSize: '1.5em', margin: 0 });
