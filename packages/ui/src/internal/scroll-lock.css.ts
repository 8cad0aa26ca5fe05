import { componentLayer } from '@portal/tokens/vars';
import { style } from '@vanilla-extract/css';

/**
 * Put on `<html>` while a modal is open: the page behind it does not scroll (wheel, keys, touch).
 * On the root element, not `<body>`, so no page style on `<html>` can stop the body's overflow
 * from reaching the viewport. A class from the kit's stylesheet, not a `<style>` element made at
 * run time, which the service's content security policy (`style-src 'self'`) refuses.
 */
export const scrollLocked = style(
  componentLayer({
    overflow: 'hidden',
  }),
);

/**
 * Added with `scrollLocked` when the page had a classic scroll bar: its gutter stays, so the page
 * behind does not shift sideways by the bar's width when the modal opens.
 */
export const scrollLockedGutter = style(
  componentLayer({
    scrollbarGutter: 'stable',
  }),
);
