export type { FocusHeading, FocusHeadingOptions } from './useFocusHeadingOnChange';
export { focusHeadingMessages, useFocusHeadingOnChange } from './useFocusHeadingOnChange';
