export type { PlanCardPrice, PlanCardProps } from './PlanCard';
export { PlanCard } from './PlanCard';
export type { PlanCardListProps } from './PlanCardList';
export { PlanCardList } from './PlanCardList';
