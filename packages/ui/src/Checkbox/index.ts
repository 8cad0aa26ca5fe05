export type { CheckboxProps } from './Checkbox';
export { Checkbox, checkboxMessages } from './Checkbox';
