export type { CardElement, CardProps, CardVariant } from './Card';
export { Card } from './Card';
