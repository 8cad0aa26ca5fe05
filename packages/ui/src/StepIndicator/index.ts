export type { StepIndicatorProps, StepIndicatorStep, StepState } from './StepIndicator';
export { StepIndicator, stepIndicatorMessages } from './StepIndicator';
