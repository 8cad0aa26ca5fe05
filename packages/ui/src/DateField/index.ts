export type { DateFieldProps } from './DateField';
export { DateField, dateFieldMessages } from './DateField';
