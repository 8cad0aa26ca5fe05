// The `@portal/ui/date-field` entry: react-aria stays out of the main entry (see DateField.mdx).
export type { DateFieldProps } from './DateField';
export { DateField, dateFieldMessages } from './DateField';
