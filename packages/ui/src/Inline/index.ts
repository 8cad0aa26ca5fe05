export type { InlineGap, InlineProps } from './Inline';
export { Inline } from './Inline';
