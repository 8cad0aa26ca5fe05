export type { DateInputProps } from './DateInput';
export { DateInput, dateInputMessages } from './DateInput';
