export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RadioGroup, radioGroupMessages } from './RadioGroup';
