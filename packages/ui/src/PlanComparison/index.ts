export type { PlanComparisonProps } from './PlanComparison';
export { PlanComparison, planComparisonMessages } from './PlanComparison';
export type { PlanComparisonHeadingLevel } from './PlanComparisonCards';
export type {
  PlanComparisonFeature,
  PlanComparisonPlan,
  PlanComparisonValue,
} from './plan-comparison-types';
